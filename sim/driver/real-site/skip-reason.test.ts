import { describe, expect, it } from 'vitest'
import { parseScenario, type LoadedScenario } from '../../scenario/load'
import { siteMapSchema } from '../../site/site-map'
import { siteUrl } from './real-site'
import { skipReason } from './skip-reason'

const MAP = siteMapSchema.parse({
  site: { cookieMode: 'alternative' },
  pages: { 'comment-form': '/?p=1', 'encoded-emails': '/contacts/' },
})

function scenario(yaml: string): LoadedScenario {
  const text = `name: s\n${yaml}\nexpect:\n  - { kind: page-errors }\n`
  return { file: 's.yaml', id: 's', scenario: parseScenario('s.yaml', text) }
}

describe('skipReason', () => {
  it('runs a scenario whose page is mapped and whose settings are the site’s', () => {
    const s = scenario('page: { fixture: comment-form, site: { cookieMode: alternative } }')
    expect(skipReason(s, MAP)).toBeUndefined()
  })

  it('runs one whose server policy only restates the well-behaved defaults', () => {
    const s = scenario(
      'page: { fixture: encoded-emails, site: { cookieMode: alternative } }\nserver: { decode: allowed }',
    )
    expect(skipReason(s, MAP)).toBeUndefined()
  })

  it('names the mock’s policy before a missing page: no map entry would make it run', () => {
    const s = scenario('page: { fixture: forms-basic }\nserver: { decode: blocked }')
    expect(skipReason(s, MAP)).toBe("needs the mocked server's policy (server.decode)")
  })

  it('skips a page the map does not name', () => {
    const s = scenario('page: { fixture: forms-basic, site: { cookieMode: alternative } }')
    expect(skipReason(s, MAP)).toBe('page "forms-basic" has no path in the site map')
  })

  it('skips a form export, which only the mock serves', () => {
    const s = scenario('page: { nff: ./my-form.nff }')
    expect(skipReason(s, MAP)).toBe(
      'its page is a form export (./my-form.nff) that only the mocked site serves',
    )
  })

  it('skips a scenario that needs the mocked server, naming what it sets', () => {
    const s = scenario(
      `page: { fixture: comment-form, site: { cookieMode: alternative } }
server:
  decode: blocked
  faults: [{ kind: http-500, match: { route: alt_sessions } }]`,
    )
    expect(skipReason(s, MAP)).toBe(
      "needs the mocked server's policy (server.decode, server.faults)",
    )
  })

  it('skips a scenario that needs other settings, saying what the site runs', () => {
    // Knobs a scenario leaves out are the defaults, and the site runs alternative cookies.
    const s = scenario('page: { fixture: comment-form, site: { pixel: "2" } }')
    expect(skipReason(s, MAP)).toBe(
      'needs other site settings: cookieMode: native (the site runs alternative), pixel: 2 (the site runs 0)',
    )
  })

  it('skips a page query that sets the mock’s settings', () => {
    const s = scenario(
      'page: { fixture: comment-form, site: { cookieMode: alternative }, query: { ajaxType: admin_ajax } }',
    )
    expect(skipReason(s, MAP)).toBe('its page query sets mocked-site settings (ajaxType)')
  })
})

describe('siteUrl', () => {
  it('puts map paths under the --site URL, keeping their query', () => {
    expect(siteUrl(new URL('http://127.0.0.1:8080/'), '/?p=1')).toBe('http://127.0.0.1:8080/?p=1')
    expect(siteUrl(new URL('https://example.com/staging/'), '/contact/')).toBe(
      'https://example.com/staging/contact/',
    )
  })
})
