import { describe, expect, it } from 'vitest'
import { parseSiteAuth } from './site-auth'

describe('parseSiteAuth', () => {
  it('reads a user with a password or an application password, as YAML or JSON', () => {
    expect(parseSiteAuth('a.yaml', 'user: admin\npassword: s3cret\n')).toEqual({
      user: 'admin',
      password: 's3cret',
    })
    expect(parseSiteAuth('env', '{"user":"bot","applicationPassword":"abcd efgh"}')).toEqual({
      user: 'bot',
      applicationPassword: 'abcd efgh',
    })
  })

  it('names where the credentials came from and the keys it found, never the values', () => {
    let message = ''
    try {
      parseSiteAuth('auth.yaml', 'username: admin\npass: hunter2\n')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toBe(
      '[bramble] Invalid site credentials in auth.yaml: expected a user with a password or an application password (keys found: username, pass). Write { user, password } (signs in through wp-login.php) or { user, applicationPassword } there.',
    )
    expect(message).not.toContain('hunter2')
  })
})
