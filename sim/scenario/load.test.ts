import { describe, expect, it } from 'vitest'
import { ScenarioFileError } from '../errors'
import { parseScenario } from './load'

const valid = `name: ok
page: { fixture: comment-form }
expect:
  - { kind: cookie, name: ct_ps_timestamp }
`

describe('parseScenario', () => {
  it('fills defaults for the site knobs and the actor', () => {
    const s = parseScenario('a.yaml', valid)
    expect(s.page.site.cookieMode).toBe('native')
    expect(s.actor.kind).toBe('human')
    expect(s.seed).toBe(1)
  })

  it('names the file and the path of a bad field', () => {
    const text = valid.replace('expect:', 'steps:\n  - { action: click }\nexpect:')
    const run = () => parseScenario('scenarios/x.yaml', text)
    expect(run).toThrow(ScenarioFileError)
    expect(run).toThrow(/scenarios\/x\.yaml[\s\S]*steps\[0\]\.target/)
  })

  it('reports unknown keys instead of ignoring them', () => {
    expect(() => parseScenario('b.yaml', valid + 'colour: blue\n')).toThrow(/colour/)
  })

  it('reports YAML syntax errors with the file name', () => {
    expect(() => parseScenario('c.yaml', 'name: [unclosed')).toThrow(/c\.yaml/)
  })
})
