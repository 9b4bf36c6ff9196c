import { escapeXml } from './escape'
import type { TrailPoint } from './view'

const fmt = (n: number) => (Math.round(n * 10) / 10).toString()

/**
 * The pointer trail as an SVG polyline over the page's layout box (the viewport), with
 * start and end marked. Without a recorded box the trail's own bounds are used.
 */
export function trailSvg(
  points: readonly TrailPoint[],
  box: { width: number; height: number } | undefined,
): string {
  if (points.length === 0) return '<p class="none">No pointer movement.</p>'
  const width = box?.width ?? Math.max(...points.map((p) => p.x), 1)
  const height = box?.height ?? Math.max(...points.map((p) => p.y), 1)
  const path = points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' ')
  const start = points[0]!
  const end = points.at(-1)!
  const label = `Pointer trail: ${points.length} points over a ${fmt(width)}×${fmt(height)} layout box`
  return (
    `<svg class="trail" viewBox="0 0 ${fmt(width)} ${fmt(height)}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect class="layout" x="0" y="0" width="${fmt(width)}" height="${fmt(height)}"/>` +
    `<polyline class="path" points="${path}"/>` +
    `<circle class="start" cx="${fmt(start.x)}" cy="${fmt(start.y)}" r="6"/>` +
    `<circle class="end" cx="${fmt(end.x)}" cy="${fmt(end.y)}" r="6"/>` +
    `</svg>`
  )
}

/** Key presses on a time axis: one tick per key, spaced by the recorded intervals. */
export function typingTimelineSvg(intervals: readonly number[]): string {
  if (intervals.length === 0) return '<p class="none">No typing.</p>'
  const times = [0]
  for (const d of intervals) times.push(times.at(-1)! + d)
  const total = Math.max(times.at(-1)!, 1)
  const width = 600
  const ticks = times
    .map(
      (t) =>
        `<line x1="${fmt((t / total) * width)}" y1="4" x2="${fmt((t / total) * width)}" y2="28"/>`,
    )
    .join('')
  const sorted = [...intervals].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  const label = `${times.length} keys over ${Math.round(total)} ms, median interval ${Math.round(median)} ms`
  return (
    `<svg class="typing" viewBox="0 0 ${width} 32" role="img" aria-label="${escapeXml(label)}">${ticks}</svg>` +
    `<p class="caption">${escapeXml(label)}</p>`
  )
}
