import { escapeXml as e } from './escape'
import type { PopulationStats } from './schema'

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`)
const f = (n: number) => (Math.round(n * 10) / 10).toString()

/** Size of the curve's plot area (px) and its margin for the axis labels. */
const SIZE = 240
const M = 36

/**
 * The score's curve as an inline SVG: detection (up) against false positives (right), one
 * marked point per threshold, the chance diagonal dashed.
 */
export function rocSvg(p: PopulationStats): string {
  if (p.roc.length === 0)
    return '<p class="none">No curve: the population needs both bots and people.</p>'
  const x = (fpr: number) => M + fpr * SIZE
  const y = (tpr: number) => M / 2 + (1 - tpr) * SIZE
  const line = p.roc.map((r) => `${f(x(r.falsePositiveRate))},${f(y(r.detectionRate))}`).join(' ')
  const marks = p.roc
    .filter((r) => r.threshold !== null)
    .map(
      (r) =>
        `<circle cx="${f(x(r.falsePositiveRate))}" cy="${f(y(r.detectionRate))}" r="3.5"><title>${e(
          `score ≥ ${r.threshold}: detection ${pct(r.detectionRate)}, false positives ${pct(r.falsePositiveRate)}`,
        )}</title></circle>`,
    )
    .join('')
  const label = `Score curve: detection against false positives over ${p.roc.length - 1} thresholds${p.auc === null ? '' : `, area ${p.auc.toFixed(3)}`}`
  const w = SIZE + M + 10
  const h = SIZE + M + 10
  return (
    `<svg class="roc" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${e(label)}">` +
    `<rect x="${M}" y="${M / 2}" width="${SIZE}" height="${SIZE}" fill="#fafafa" stroke="#bbb"/>` +
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#bbb" stroke-dasharray="4 4"/>` +
    `<polyline points="${line}" fill="none" stroke="#1565c0" stroke-width="2"/>` +
    `<g fill="#1565c0">${marks}</g>` +
    `<text x="${M + SIZE / 2}" y="${h - 4}" text-anchor="middle" font-size="11">false-positive rate</text>` +
    `<text x="10" y="${M / 2 + SIZE / 2}" text-anchor="middle" font-size="11" transform="rotate(-90 10 ${M / 2 + SIZE / 2})">detection rate</text>` +
    `<text x="${M - 4}" y="${y(0) + 4}" text-anchor="end" font-size="10">0</text>` +
    `<text x="${M - 4}" y="${y(1) + 4}" text-anchor="end" font-size="10">1</text>` +
    `<text x="${x(1)}" y="${y(0) + 14}" text-anchor="end" font-size="10">1</text>` +
    `</svg>`
  )
}

/** The population section of the HTML report: per-kind rates with intervals, and the curve. */
export function populationSection(p: PopulationStats): string {
  const rows = p.kinds
    .map(
      (k) =>
        `<tr><td>${e(k.kind)}</td><td>${k.isBot ? 'bot' : 'person'}</td><td>${k.visitors}</td><td>${k.calledBot}</td><td>${pct(k.botRate.rate)}</td><td>${pct(k.botRate.low)} – ${pct(k.botRate.high)}</td><td>${k.errors}</td></tr>`,
    )
    .join('\n')
  return [
    '<section class="population">',
    `<h2>Population: ${p.visitors} visitors on ${e(p.fixture)}</h2>`,
    `<p class="meta">bot = reference score ≥ ${p.threshold}; seeds from ${p.seedBase}; mix ${e(
      Object.entries(p.mix)
        .map(([k, w]) => `${k}=${w}`)
        .join(', '),
    )}. Intervals: 95 % Wilson score.</p>`,
    `<p class="totals"><span>detection ${pct(p.detection.rate)} (${pct(p.detection.low)} – ${pct(p.detection.high)}, ${p.detection.bots} bots)</span>` +
      `<span>false positives ${pct(p.falsePositive.rate)} (${pct(p.falsePositive.low)} – ${pct(p.falsePositive.high)}, ${p.falsePositive.people} people)</span></p>`,
    '<table><thead><tr><th>kind</th><th>class</th><th>visitors</th><th>called bot</th><th>rate</th><th>95 % interval</th><th>errors</th></tr></thead><tbody>',
    rows,
    '</tbody></table>',
    '<h3>Detection against false positives over score thresholds</h3>',
    rocSvg(p),
    '</section>',
  ].join('\n')
}
