import { escapeXml as e } from './escape'
import { trailSvg, typingTimelineSvg } from './html-charts'
import { filmstrip, shotWithTrail, timelineTable } from './html-timeline'
import type { ScenarioResult } from './schema'
import {
  actorOf,
  addedFieldsOf,
  endpointOf,
  groundTruthOf,
  isFlaky,
  keyIntervalsOf,
  layoutOf,
  pointerTrailOf,
  signalsOf,
  verdictOf,
} from './view'

const DASH = '—'

/** A value as table text: strings as is, everything else as compact JSON. */
export function showValue(v: unknown): string {
  if (v === undefined) return DASH
  if (typeof v === 'string') return v
  const json = JSON.stringify(v)
  return json.length > 200 ? `${json.slice(0, 197)}…` : json
}

function signalTable(r: ScenarioResult): string {
  const captured = signalsOf(r)
  const truth = groundTruthOf(r)
  const names = [...new Set([...Object.keys(truth), ...Object.keys(captured)])].sort()
  if (names.length === 0) return '<p class="none">No signals captured.</p>'
  const rows = names.map((n) => {
    const t = showValue(truth[n])
    const c = showValue(captured[n])
    const differs = n in truth && n in captured && t !== c
    return `<tr${differs ? ' class="differs"' : ''}><th>${e(n)}</th><td>${e(t)}</td><td>${e(c)}</td></tr>`
  })
  return `<table class="signals"><thead><tr><th>signal</th><th>ground truth</th><th>captured</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function requestBody(body: unknown, added: ReadonlySet<string>): string {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const rows = Object.entries(body as Record<string, unknown>).map(
      ([k, v]) =>
        `<tr${added.has(k) ? ' class="added"' : ''}><th>${e(k)}</th><td><code>${e(showValue(v))}</code></td></tr>`,
    )
    return rows.length > 0
      ? `<table class="body">${rows.join('')}</table>`
      : '<p class="none">empty body</p>'
  }
  return body === undefined || body === null || body === ''
    ? '<p class="none">no body</p>'
    : `<pre>${e(showValue(body))}</pre>`
}

function requests(r: ScenarioResult): string {
  if (r.captured.requests.length === 0)
    return '<p class="none">No requests reached the mock site.</p>'
  return r.captured.requests
    .map(
      (q) =>
        `<details class="request"><summary><code>#${q.seq} ${e(q.method)} ${e(q.path)}</code></summary>${requestBody(q.body, addedFieldsOf(q))}</details>`,
    )
    .join('')
}

function expectations(r: ScenarioResult): string {
  if (r.expectations.length === 0) return '<p class="none">No expectation was judged.</p>'
  const items = r.expectations.map(
    (x) =>
      `<li class="${x.passed ? 'pass' : 'fail'}">${x.passed ? '✓' : '✗'} ${e(x.description)}: expected ${e(x.expected)}, got ${e(x.actual)}</li>`,
  )
  return `<ul class="expectations">${items.join('')}</ul>`
}

function verdict(r: ScenarioResult): string {
  const v = verdictOf(r)
  if (!v) return `<p class="none">Verdict: ${DASH}</p>`
  const score = v.score === undefined ? '' : ` (score ${e(String(v.score))})`
  const reasons = v.reasons.map((x) => `<li>${e(x)}</li>`).join('')
  return `<p class="verdict">Reference verdict: <strong>${e(v.label)}</strong>${score}</p>${reasons ? `<ul>${reasons}</ul>` : ''}`
}

function pointerTrail(r: ScenarioResult): string {
  const trail = pointerTrailOf(r)
  const shot = r.trace?.shot
  const box = layoutOf(r)
  if (!shot || !box || trail.length === 0) return trailSvg(trail, box)
  const when = `${(shot.at / 1000).toFixed(2)} s`
  const label = `Pointer trail: ${trail.length} points over the page as it looked at ${when}`
  return `${shotWithTrail(shot.image, trail, box, 'trail', label)}<p class="caption">${e(label)} (just before the first submission, else at the end).</p>`
}

/** One scenario's section of the HTML report. */
export function scenarioSection(r: ScenarioResult): string {
  const meta = [
    `actor ${e(actorOf(r) ?? DASH)}`,
    `${Math.round(r.durationMs)} ms`,
    r.tags.length > 0 ? `tags ${e(r.tags.join(', '))}` : '',
    endpointOf(r) ? `browser ${e(endpointOf(r)!)}` : '',
    isFlaky(r) ? '<strong>flaky</strong>' : '',
  ].filter(Boolean)
  return [
    `<section class="scenario ${r.status}" id="${e(r.id)}">`,
    `<h2><span class="status">${r.status}</span> ${e(r.name)}</h2>`,
    `<p class="meta"><code>${e(r.file)}</code> · ${meta.join(' · ')}</p>`,
    r.error ? `<pre class="error">${e(r.error)}</pre>` : '',
    r.skipReason ? `<p class="skip">Skipped: ${e(r.skipReason)}</p>` : '',
    r.infraRetry
      ? `<p class="skip">Retried once after an infrastructure error (not flaky): ${e(r.infraRetry.error)}</p>`
      : '',
    '<h3>Expectations</h3>',
    expectations(r),
    '<h3>Verdict</h3>',
    verdict(r),
    '<h3>Pointer trail</h3>',
    pointerTrail(r),
    '<h3>Filmstrip</h3>',
    filmstrip(r, pointerTrailOf(r), layoutOf(r) ?? { width: 1280, height: 1000 }),
    '<h3>Timeline</h3>',
    timelineTable(r),
    '<h3>Typing</h3>',
    typingTimelineSvg(keyIntervalsOf(r)),
    '<h3>Signals</h3>',
    signalTable(r),
    '<h3>Requests</h3>',
    requests(r),
    '</section>',
  ].join('\n')
}
