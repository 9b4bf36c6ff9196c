import { countOf, type Change, type ReportDiff, type ScenarioDiff } from './compare'
import { shown } from './compare-lines'
import { escapeXml as e } from './escape'
import { safeImage } from './html-timeline'
import type { ScenarioResult } from './schema'

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:1rem 2rem;color:#1d1d1f}
h2{font-size:1.05rem;margin:1.2rem 0 .3rem}.meta{color:#666}
table{border-collapse:collapse;width:100%;table-layout:fixed}th,td{border:1px solid #e5e5e5;padding:.2rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th.what{width:28%}td.a{background:#fff5f5}td.b{background:#f3fbf3}.none{color:#888}
.added h2{color:#2e7d32}.removed h2{color:#c62828}.shots{display:flex;gap:1rem}.shots figure{margin:0}
.shots img{width:100%;max-width:540px;border:1px solid #ccc}
`

function rows(title: string, list: readonly Change[]): string {
  return list
    .map(
      (c) =>
        `<tr><th class="what">${e(title)}${e(c.name)}</th><td class="a">${e(shown(c.a))}</td><td class="b">${e(shown(c.b))}</td></tr>`,
    )
    .join('')
}

function shot(r: ScenarioResult | undefined, side: string): string {
  const src = safeImage(r?.trace?.shot?.image)
  return src
    ? `<figure><img alt="${side}: the page at ${((r!.trace!.shot!.at ?? 0) / 1000).toFixed(2)} s" src="${e(src)}"><figcaption>${side}</figcaption></figure>`
    : ''
}

function section(d: ScenarioDiff): string {
  const body = [
    d.status ? rows('', [d.status]) : '',
    rows('', d.verdict),
    rows('expectation ', d.expectations),
    rows('', d.outcomes),
    rows('signal ', d.signals),
    rows('request ', d.requests),
  ].join('')
  const shots = shot(d.a, 'A') + shot(d.b, 'B')
  const where = d.change === 'added' ? ' (only in B)' : d.change === 'removed' ? ' (only in A)' : ''
  return [
    `<section class="${d.change}" id="${e(d.id)}">`,
    `<h2>${e(d.id)}${where}</h2><p class="meta">${e(d.name)} · ${countOf(d)} differences</p>`,
    `<table><thead><tr><th class="what"></th><th>A</th><th>B</th></tr></thead><tbody>${body}</tbody></table>`,
    shots ? `<div class="shots">${shots}</div>` : '',
    '</section>',
  ].join('\n')
}

/**
 * Two runs side by side as one self-contained HTML page: per differing scenario a table of
 * what changed (A left, B right) and, when both runs took them, the page under the pointer
 * trail of each; population rates first. All report text is escaped.
 */
export function renderCompareHtml(diff: ReportDiff, names: { a: string; b: string }): string {
  const population =
    diff.population.length > 0
      ? `<h2>Population</h2><table><thead><tr><th class="what"></th><th>A</th><th>B</th></tr></thead><tbody>${rows('', diff.population)}</tbody></table>`
      : ''
  const summary =
    diff.scenarios.length === 0 && diff.population.length === 0
      ? `<p>No difference: ${diff.same} scenarios the same.</p>`
      : `<p>${diff.scenarios.length} scenarios differ; ${diff.same} the same.</p>`
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>bramble compare ${e(diff.a.runId)} · ${e(diff.b.runId)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    '<h1>bramble compare</h1>',
    `<p class="meta">A <code>${e(names.a)}</code> (${e(diff.a.runId)}) · B <code>${e(names.b)}</code> (${e(diff.b.runId)})</p>`,
    summary,
    population,
    ...diff.scenarios.map(section),
    '</body></html>',
    '',
  ].join('\n')
}
