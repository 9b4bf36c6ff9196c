import { describe, expect, it } from 'vitest'
import { renderJunit } from './junit-reporter'
import { sampleReport, sampleScenario } from './sample'

describe('renderJunit', () => {
  const report = sampleReport([
    sampleScenario({ id: 'a', name: 'passes <fine> & "well"' }),
    sampleScenario({
      id: 'b',
      status: 'failed',
      expectations: [
        { description: 'cookie x', passed: false, expected: 'present', actual: 'absent' },
      ],
    }),
    sampleScenario({ id: 'c', status: 'error', expectations: [], error: 'browser crashed' }),
    sampleScenario({
      id: 'd',
      status: 'skipped',
      skipReason: 'page "x" has no path in the site map',
      expectations: [],
    }),
  ])
  const xml = renderJunit(report)

  it('counts tests, failures, errors and skipped', () => {
    expect(xml).toContain(
      '<testsuites name="bramble" tests="4" failures="1" errors="1" skipped="1"',
    )
  })

  it('writes <skipped> with the reason for a scenario that was not run, not a failure', () => {
    expect(xml).toMatch(
      /classname="d"[^>]*>\s*<skipped message="page &quot;x&quot; has no path in the site map"\/>\s*<\/testcase>/,
    )
  })

  it('writes a failure for a failed expectation and an error for an infrastructure problem', () => {
    expect(xml).toMatch(
      /classname="b"[^>]*>\s*<failure message="cookie x: expected present, got absent" type="expectation">/,
    )
    expect(xml).toMatch(
      /classname="c"[^>]*>\s*<error message="browser crashed" type="infrastructure">/,
    )
    expect(xml).toMatch(/<testcase name="passes[^>]*classname="a"[^>]*\/>/)
  })

  it('escapes report text', () => {
    expect(xml).toContain('name="passes &lt;fine&gt; &amp; &quot;well&quot;"')
    expect(xml).not.toContain('<fine>')
  })
})
