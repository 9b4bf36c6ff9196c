import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { escapeXml as e } from './escape'
import { populationSection } from './html-population'
import { scenarioSection } from './html-scenario'
import type { Reporter } from './reporter'
import type { Report, ScenarioResult } from './schema'

const RANK = { error: 0, failed: 1, 'infra-error': 2, passed: 3, skipped: 4 } as const

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 2rem;color:#1d1d1f}
h1{margin-bottom:.2rem}h2{font-size:1.1rem;margin:0}h3{font-size:.95rem;margin:1rem 0 .3rem;color:#555}
.scenario{border:1px solid #ddd;border-left:6px solid #2e7d32;border-radius:6px;padding:1rem;margin:1rem 0}
.scenario.failed{border-left-color:#c62828}.scenario.error{border-left-color:#ef6c00}.scenario.skipped{border-left-color:#9e9e9e}.scenario.infra-error{border-left-color:#6a1b9a}
.skip{background:#f5f5f5;padding:.5rem}
.status{text-transform:uppercase;font-size:.75rem;padding:.1rem .4rem;border-radius:3px;background:#eee}
.meta{color:#666;margin:.3rem 0}.none{color:#888}.error{background:#fff3e0;padding:.5rem;white-space:pre-wrap}
.expectations{list-style:none;padding:0}.pass{color:#2e7d32}.fail{color:#c62828;font-weight:600}
table{border-collapse:collapse;max-width:100%}td{overflow-wrap:anywhere}th,td{border:1px solid #e5e5e5;padding:.2rem .5rem;text-align:left;vertical-align:top}
tr.differs td{background:#ffebee}tr.added th,tr.added td{background:#fff8c5}
svg.trail{width:100%;max-width:640px;border:1px solid #ccc;background:#fafafa}
.trail .layout{fill:none;stroke:#bbb}.trail .path{fill:none;stroke:#1565c0;stroke-width:2}
.trail .start{fill:#2e7d32}.trail .end{fill:#c62828}
svg.typing{width:100%;max-width:640px;height:32px;background:#fafafa}.typing line{stroke:#6a1b9a;stroke-width:1.5}
.caption{color:#666;margin:.2rem 0}
.filmstrip{display:flex;gap:.5rem;overflow-x:auto;padding-bottom:.3rem}.filmstrip figure{margin:0;flex:none}
.filmstrip figcaption{font-size:.75rem;color:#555;max-width:240px;overflow-wrap:anywhere}
svg.frame{width:240px;border:1px solid #ccc;background:#fafafa}.frame .path{fill:none;stroke:#1565c0;stroke-width:8}
.frame .start{fill:#2e7d32}.frame .end{fill:#c62828}.trail image+.path{stroke-width:4}
table.timeline{font-size:.85rem}.timeline td:nth-child(-n+2){white-space:nowrap}.tl-step td{font-weight:600;background:#f3f6fb}
.tl-request td:nth-child(2){color:#1565c0}.tl-write td:nth-child(2){color:#6a1b9a}.tl-error td{color:#c62828}.totals span{margin-right:1rem}
`

/**
 * The visits of a population worth a section: those that ended badly, those the verdict got
 * wrong (a person called bot, a bot let through) and the sampled ones with a filmstrip. A
 * thousand sections of correctly judged visits would bury them; report.json has every visit.
 */
function notable(report: Report): ScenarioResult[] {
  const p = report.population
  if (!p) return report.scenarios
  return report.scenarios.filter((r) => {
    if (r.status !== 'passed' || (r.trace?.frames.length ?? 0) > 0) return true
    const calledBot = (r.verdict?.score ?? 0) >= p.threshold
    return calledBot !== (r.actor?.isBot ?? false)
  })
}

/**
 * Renders a report as one self-contained HTML page (no external resources): failures and
 * errors first, then passes, skipped last with their reasons; all report text is escaped.
 */
export function renderHtml(report: Report): string {
  const s = report.summary
  const shown = notable(report)
  const ordered = [...shown].sort((a, b) => RANK[a.status] - RANK[b.status])
  const left = report.scenarios.length - shown.length
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>bramble report ${e(report.runId)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>bramble report</h1>`,
    `<p class="meta">run <code>${e(report.runId)}</code> · ${e(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s · ${e(report.browser.version)}</p>`,
    `<p class="totals"><span>${s.total} scenarios</span><span>${s.passed} passed</span><span>${s.failed} failed</span><span>${s.errors} errors</span>${s.skipped ? `<span>${s.skipped} skipped</span>` : ''}${s.infraErrors ? `<span>${s.infraErrors} infrastructure errors</span>` : ''}</p>`,
    ...(report.population ? [populationSection(report.population)] : []),
    ...(left > 0
      ? [
          `<p class="meta">Below: the visits that ended badly, the ones the verdict got wrong and a sample with filmstrips; ${left} other visits are in report.json.</p>`,
        ]
      : []),
    ...ordered.map(scenarioSection),
    '</body></html>',
    '',
  ].join('\n')
}

/** Writes `<dir>/report.html` when the run ends. */
export class HtmlReporter implements Reporter {
  constructor(private readonly dir: string) {}
  async onEnd(report: Report): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeFile(path.join(this.dir, 'report.html'), renderHtml(report))
  }
}
