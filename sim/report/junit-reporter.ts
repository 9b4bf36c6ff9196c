import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { escapeXml } from './escape'
import type { Reporter } from './reporter'
import type { Report, ScenarioResult } from './schema'
import { actorOf, endpointOf } from './view'

const seconds = (ms: number) => (ms / 1000).toFixed(3)

function testcase(r: ScenarioResult): string {
  const attrs = `name="${escapeXml(r.name)}" classname="${escapeXml(r.id)}" file="${escapeXml(r.file)}" time="${seconds(r.durationMs)}"`
  const props = [
    ['actor', actorOf(r)],
    ['endpoint', endpointOf(r)],
    ['tags', r.tags.join(',')],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<property name="${k}" value="${escapeXml(v!)}"/>`)
  const body: string[] = props.length > 0 ? [`<properties>${props.join('')}</properties>`] : []
  if (r.status === 'skipped') {
    body.push(`<skipped message="${escapeXml(r.skipReason ?? 'skipped')}"/>`)
  } else if (r.status === 'error' || r.status === 'infra-error') {
    const message = r.error ?? 'infrastructure error'
    body.push(
      `<error message="${escapeXml(message)}" type="infrastructure">${escapeXml(message)}</error>`,
    )
  } else {
    const failed = r.expectations.filter((e) => !e.passed)
    if (r.status === 'failed' || failed.length > 0) {
      const text = failed.map((e) => `${e.description}: expected ${e.expected}, got ${e.actual}`)
      const message = text[0] ?? 'scenario failed'
      body.push(
        `<failure message="${escapeXml(message)}" type="expectation">${escapeXml(text.join('\n'))}</failure>`,
      )
    }
  }
  return body.length === 0
    ? `    <testcase ${attrs}/>`
    : `    <testcase ${attrs}>\n      ${body.join('\n      ')}\n    </testcase>`
}

/**
 * Renders a report as JUnit XML: a failure per failed expectation set, an error per crash,
 * `<skipped>` with its reason per skipped scenario.
 */
export function renderJunit(report: Report): string {
  const s = report.summary
  const head = `tests="${s.total}" failures="${s.failed}" errors="${s.errors}" skipped="${s.skipped ?? 0}" time="${seconds(report.durationMs)}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="bramble" ${head}>`,
    `  <testsuite name="${escapeXml(report.runId)}" ${head} timestamp="${escapeXml(report.startedAt)}">`,
    ...report.scenarios.map(testcase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

/** Writes `<dir>/junit.xml` when the run ends. */
export class JunitReporter implements Reporter {
  constructor(private readonly dir: string) {}
  async onEnd(report: Report): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeFile(path.join(this.dir, 'junit.xml'), renderJunit(report))
  }
}
