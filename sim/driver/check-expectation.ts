import type { ActorEvent } from '../actors/events'
import type { Captured, ExpectationResult, VerdictReport } from '../report/schema'
import type { Expectation } from '../scenario/schema'
import { matchesRequest } from '../server/policy/match-request'
import { checkFidelity } from './capture/fidelity'

/** What expectations are judged on: captured state, the ground truth and the verdict. */
export interface Judged {
  readonly captured: Captured
  readonly events: readonly ActorEvent[]
  readonly verdict: VerdictReport | undefined
  readonly epochMs: number
  readonly slackMs: number
  /** Element lookups in the live page (absent after a raw HTTP run). */
  readonly element: (selector: string) => Promise<{ text: string; visible: boolean } | undefined>
}

const show = (v: string | undefined) => (v === undefined ? 'absent' : JSON.stringify(v))

function presence(
  description: string,
  value: string | undefined,
  present: boolean,
  matches: string | undefined,
): ExpectationResult {
  const re = matches === undefined ? undefined : new RegExp(matches)
  const passed = present ? value !== undefined && (!re || re.test(value)) : value === undefined
  const expected = present ? (re ? `present, matching /${matches}/` : 'present') : 'absent'
  return { description, passed, expected, actual: show(value) }
}

/** A JSON value's members by dotted path (`requests.0.body.id`); leaves as JSON text, strings raw. */
function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  else if (prefix) out[prefix] = typeof value === 'string' ? value : JSON.stringify(value)
}

function bodyOf(r: Captured['requests'][number]): Record<string, string> {
  const b = r.body as { type?: string; fields?: Record<string, string>; value?: unknown }
  if (b?.type === 'json') {
    const out: Record<string, string> = {}
    flatten(b.value, '', out)
    return out
  }
  return b?.fields ?? {}
}

/** The URL as received, from the path on (the origin differs from run to run). */
const pathAndQuery = (r: Captured['requests'][number]) => r.path + (r.search ?? '')

/** Judges one expectation. */
export async function checkExpectation(j: Judged, e: Expectation): Promise<ExpectationResult> {
  const c = j.captured
  switch (e.kind) {
    case 'cookie':
      return presence(`cookie ${e.name}`, c.cookies[e.name], e.present, e.matches)
    case 'storage': {
      const area = e.area === 'local' ? c.localStorage : (c.sessionStorage ?? {})
      return presence(`${e.area}Storage ${e.key}`, area[e.key], e.present, e.matches)
    }
    case 'dom': {
      const el = await j.element(e.target)
      const passed = e.present
        ? !!el &&
          (e.text === undefined || el.text.includes(e.text)) &&
          (e.visible === undefined || el.visible === e.visible)
        : !el
      const want = [e.present ? 'present' : 'absent']
      if (e.present && e.text) want.push(`containing ${JSON.stringify(e.text)}`)
      if (e.present && e.visible !== undefined) want.push(e.visible ? 'visible' : 'hidden')
      return {
        description: `element ${e.target}`,
        passed,
        expected: want.join(', '),
        actual: el
          ? `present${el.visible ? '' : ' (hidden)'}, text ${show(el.text.slice(0, 200))}`
          : 'absent',
      }
    }
    case 'request': {
      const urlRe = e.url === undefined ? undefined : new RegExp(e.url)
      const hits = c.requests.filter(
        (r) =>
          matchesRequest(
            e.match,
            // With the query: a site without pretty permalinks names REST routes in `rest_route`.
            new Request(`http://site${pathAndQuery(r)}`, { method: r.method }),
            r.body as never,
          ) &&
          (!urlRe || urlRe.test(pathAndQuery(r))),
      )
      const countOk = e.count !== undefined ? hits.length === e.count : hits.length >= (e.min ?? 1)
      // Fields are judged on the matching request that fits best (any of them may carry them).
      const misses = (r: Captured['requests'][number]) =>
        Object.entries(e.fields ?? {}).filter(([k, re]) => {
          const v = bodyOf(r)[k]
          return v === undefined || !new RegExp(re).test(v)
        }).length
      const last = [...hits].sort((a, b) => misses(a) - misses(b))[0]
      const fields = last ? bodyOf(last) : {}
      const bad = Object.entries(e.fields ?? {}).filter(
        ([k, re]) => fields[k] === undefined || !new RegExp(re).test(fields[k]),
      )
      const extra = (e.absent ?? []).filter((k) => k in fields)
      const want = [e.count !== undefined ? `${e.count} request(s)` : `at least ${e.min ?? 1}`]
      if (e.url) want.push(`URL ~/${e.url}/`)
      if (e.fields)
        want.push(
          `fields ${Object.entries(e.fields)
            .map(([k, v]) => `${k}~/${v}/`)
            .join(', ')}`,
        )
      if (e.absent) want.push(`without ${e.absent.join(', ')}`)
      return {
        description: `requests ${JSON.stringify(e.match)}`,
        passed: countOk && bad.length === 0 && extra.length === 0,
        expected: want.join('; '),
        actual:
          `${hits.length} request(s)` +
          (bad.length
            ? `; mismatched ${bad.map(([k]) => `${k}=${show(fields[k]?.slice(0, 80))}`).join(', ')}`
            : '') +
          (extra.length ? `; carried ${extra.join(', ')}` : ''),
      }
    }
    case 'outcome':
      return checkOutcome(c, e)
    case 'fidelity': {
      const r = checkFidelity(e, {
        events: j.events,
        signals: c.signals ?? {},
        epochMs: j.epochMs,
        slackMs: j.slackMs,
        observed: c.observed,
      })
      return { description: `fidelity ${e.signal}${e.field ? ` of ${e.field}` : ''}`, ...r }
    }
    case 'verdict': {
      const v = j.verdict
      const reasons = (v?.reasons ?? []).map((r) => (typeof r === 'string' ? r : r.reason))
      const passed =
        v?.label === e.is && (e.reason === undefined || reasons.some((r) => r.includes(e.reason!)))
      return {
        description: 'reference verdict',
        passed,
        expected: e.is + (e.reason ? ` because ${JSON.stringify(e.reason)}` : ''),
        actual: v ? `${v.label} (${v.score}): ${reasons.join('; ') || 'no reasons'}` : 'none',
      }
    }
    case 'page-errors':
      return {
        description: 'page errors',
        passed: c.pageErrors.length === e.count,
        expected: `${e.count}`,
        actual: `${c.pageErrors.length}${c.pageErrors.length ? `: ${c.pageErrors.slice(0, 2).join(' | ')}` : ''}`,
      }
  }
}

function checkOutcome(
  c: Captured,
  e: Extract<Expectation, { kind: 'outcome' }>,
): ExpectationResult {
  const o = e.at === undefined ? c.outcomes : c.snapshots?.[e.at]
  const description = `outcome ${e.what}${e.at === undefined ? '' : ` at ${e.at}`}`
  if (!o)
    return {
      description,
      passed: false,
      expected: e.at === undefined ? 'a page to read' : `a snapshot named ${e.at}`,
      actual: e.at === undefined ? 'no page' : 'no such snapshot step ran',
    }
  const pick = (): { state: string; text: string } => {
    switch (e.what) {
      case 'popup':
        return { state: o.popup.open ? 'open' : 'closed', text: o.popup.text }
      case 'modal':
        return { state: o.modal.open ? 'open' : 'closed', text: o.modal.text }
      case 'indicator':
        return { state: o.indicator, text: o.indicatorText }
      case 'badge-popup':
        return { state: o.badgePopupOpen ? 'open' : 'closed', text: `${o.badges} badge(s)` }
      case 'form-error':
        return { state: o.formErrors.length ? 'shown' : 'none', text: o.formErrors.join(' | ') }
      case 'success':
        return { state: o.success ? 'shown' : 'none', text: o.success }
      case 'page-stop':
        return {
          state: o.pageStop?.stopped ? 'stopped' : 'running',
          text: o.pageStop?.stopped ? `modal ${o.pageStop.modalOpen ? 'open' : 'closed'}` : '',
        }
      case 'submit-button':
        return {
          state: o.submitButton.disabled ? 'disabled' : 'enabled',
          text: o.submitButton.label,
        }
    }
  }
  const got = pick()
  const passed =
    (e.state === undefined || got.state === e.state) &&
    (e.text === undefined || got.text.includes(e.text))
  const want = [e.state, e.text && `containing ${JSON.stringify(e.text)}`]
    .filter(Boolean)
    .join(', ')
  return {
    description,
    passed,
    expected: want || 'anything',
    actual: `${got.state}, ${show(got.text.slice(0, 200))}`,
  }
}
