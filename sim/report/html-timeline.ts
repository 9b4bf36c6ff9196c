import { escapeXml as e } from './escape'
import type { ScenarioResult, ScenarioTrace } from './schema'
import type { TrailPoint } from './view'

/** One row of a scenario's timeline. */
export interface TimelineEntry {
  readonly at: number
  /** step, request, write, console or error. */
  readonly kind: 'step' | 'request' | 'write' | 'console' | 'error'
  readonly text: string
  /** A step's end (visitor ms). */
  readonly until?: number
}

const ORDER = { step: 0, request: 1, write: 2, console: 3, error: 4 } as const

/**
 * The trace's storage writes that changed something: a key written again with the value it
 * already had (the runtimes rewrite their signals every 1.2 s) is left out, so the timeline
 * shows when each signal took each value.
 */
export function changedWrites(writes: ScenarioTrace['writes']): ScenarioTrace['writes'] {
  const last = new Map<string, string>()
  return writes.filter((w) => {
    const id = `${w.store}:${w.key}`
    if (last.get(id) === w.value) return false
    last.set(id, w.value)
    return true
  })
}

/**
 * Everything that happened in a scenario on one visitor-time axis: its steps, the requests
 * the site received, the page's storage writes that changed a value, console lines and page
 * errors. Entries without a time (reports of older versions) are left out.
 */
export function timelineOf(r: ScenarioResult): TimelineEntry[] {
  const trace = r.trace
  const out: TimelineEntry[] = []
  for (const s of trace?.steps ?? [])
    out.push({ at: s.startMs, kind: 'step', text: `${s.index + 1}. ${s.label}`, until: s.endMs })
  for (const q of r.captured.requests)
    if (q.at !== undefined)
      out.push({
        at: q.at,
        kind: 'request',
        text: `#${q.seq} ${q.method} ${q.path}${q.search ?? ''}${q.fault ? ` (fault: ${q.fault})` : ''}`,
      })
  for (const w of changedWrites(trace?.writes ?? []))
    out.push({
      at: w.at,
      kind: 'write',
      text: w.value === '' ? `${w.store} ${w.key} removed` : `${w.store} ${w.key} = ${w.value}`,
    })
  for (const c of r.captured.console)
    if (c.at !== undefined) out.push({ at: c.at, kind: 'console', text: `${c.type}: ${c.text}` })
  for (const x of trace?.errors ?? []) out.push({ at: x.at, kind: 'error', text: x.text })
  return out.sort((a, b) => a.at - b.at || ORDER[a.kind] - ORDER[b.kind])
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The timeline as a table (visitor time, what, details). */
export function timelineTable(r: ScenarioResult): string {
  const rows = timelineOf(r)
  if (rows.length === 0) return '<p class="none">No timeline recorded.</p>'
  const body = rows
    .map((x) => {
      const when = x.until === undefined ? seconds(x.at) : `${seconds(x.at)} – ${seconds(x.until)}`
      return `<tr class="tl-${x.kind}"><td>${when}</td><td>${x.kind}</td><td>${e(x.text)}</td></tr>`
    })
    .join('')
  return `<table class="timeline"><thead><tr><th>visitor time</th><th>what</th><th></th></tr></thead><tbody>${body}</tbody></table>`
}

/** Only raster screenshots the driver took, as base64 data URIs, reach an `href`. */
const IMAGE = /^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/

/** A checked data URI, or undefined. */
export function safeImage(uri: string | undefined): string | undefined {
  return uri !== undefined && IMAGE.test(uri) ? uri : undefined
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString()

/** An SVG of a screenshot (viewport-sized box) with a pointer trail drawn over it. */
export function shotWithTrail(
  image: string | undefined,
  points: readonly TrailPoint[],
  box: { width: number; height: number },
  className: string,
  label: string,
): string {
  const src = safeImage(image)
  const path = points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' ')
  const start = points[0]
  const end = points.at(-1)
  return (
    `<svg class="${className}" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-label="${e(label)}">` +
    (src
      ? `<image href="${e(src)}" x="0" y="0" width="${box.width}" height="${box.height}" preserveAspectRatio="none"/>`
      : `<rect class="layout" x="0" y="0" width="${box.width}" height="${box.height}"/>`) +
    (points.length > 1 ? `<polyline class="path" points="${path}"/>` : '') +
    (start ? `<circle class="start" cx="${fmt(start.x)}" cy="${fmt(start.y)}" r="8"/>` : '') +
    (end && points.length > 1
      ? `<circle class="end" cx="${fmt(end.x)}" cy="${fmt(end.y)}" r="8"/>`
      : '') +
    `</svg>`
  )
}

/**
 * The filmstrip: the viewport after each step, with the pointer's moves during that step
 * drawn over it, captioned with the step and its visitor time.
 */
export function filmstrip(
  r: ScenarioResult,
  trail: readonly TrailPoint[],
  box: { width: number; height: number },
): string {
  const frames = r.trace?.frames ?? []
  if (frames.length === 0)
    return '<p class="none">No filmstrip (--no-filmstrip, or a visit without a page).</p>'
  const steps = new Map((r.trace?.steps ?? []).map((s) => [s.index, s]))
  const figures = frames.map((f) => {
    const step = steps.get(f.step)
    const moves = step
      ? trail.filter((p) => p.t !== undefined && p.t >= step.startMs && p.t <= step.endMs)
      : []
    const caption = `${f.step + 1}. ${step?.label ?? ''} · ${seconds(f.at)}`
    return `<figure>${shotWithTrail(f.image, moves, box, 'frame', `After step ${caption}`)}<figcaption>${e(caption)}</figcaption></figure>`
  })
  return `<div class="filmstrip">${figures.join('')}</div>`
}
