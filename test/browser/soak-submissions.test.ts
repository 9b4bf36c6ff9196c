import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { createRng } from '../../sim/actors/rng'
import type { Fault } from '../../sim/site/server-policy-schema'
import { SUBMIT_TIMEOUT_MS } from '../../runtime/forms/submit/timed-fetch'
import { openFixture, useBrowser } from '../support/browser'
import '../support/forms-support'

const browser = useBrowser()

/** Submissions: 50 in `npm test`, 1,000 with `npm run test:hard`. */
const SUBMISSIONS = process.env.BRAMBLE_HARD ? 1000 : 50
/** A visitor's page load handles this many submissions; then the page is loaded afresh. */
const PER_PAGE = 10
/** Share of submit requests that meet a fault. */
const FAULT_RATE = 0.35
/** At most this many submit requests in a row meet a fault (then one goes through). */
const MAX_FAULT_RUN = 2
/**
 * Faults before the endpoint (nothing stored) and at it: `reply-lost` stores the submission
 * and then drops the connection, `duplicate` delivers the request twice.
 */
const KINDS = ['http-500', 'timeout', 'drop', 'nonce-expired', 'reply-lost', 'duplicate'] as const
/**
 * The bounds the runtime must keep: one automatic resubmit per click (after a nonce error,
 * never after anything else), so at most 2 sends per click; and, with at most
 * MAX_FAULT_RUN faulted requests in a row, a visitor who clicks again after each failure is
 * through by the MAX_FAULT_RUN + 1th click. Sends are the page's fetch calls: the browser
 * itself may send a request again when a kept-alive connection closes without a reply (a
 * dropped connection), which the site sees as one more request.
 */
const MAX_SENDS_PER_CLICK = 2
const MAX_CLICKS = MAX_FAULT_RUN + 1
/** The server's answer to a repeat of a stored value (the form builder's default message). */
const ALREADY = 'A form with this value has already been submitted.'

// Both runtimes on the page: the anti-spam bundle wraps fetch under the form's submit.
const PAGE = 'hostile-optimizer-defer'
const FIELD = '#nf-field-1'
const SUBMIT = '#nf-form-1-cont .submit-container input[type=submit]'

/** The seeded fault plan: the nth submit request meets the nth entry's fault, if any. */
function faultPlan(seed: number, requests: number): Fault[] {
  const rng = createRng(seed, 'soak-faults')
  const faults: Fault[] = []
  let run = 0
  for (let n = 1; n <= requests; n++) {
    if (run < MAX_FAULT_RUN && rng.chance(FAULT_RATE)) {
      const kind = KINDS[Math.floor(rng.next() * KINDS.length)]!
      faults.push({ kind, match: { action: 'nf_ajax_submit' }, from: n, times: 1 })
      run++
    } else run = 0
  }
  return faults
}

/**
 * Counts the page's submit sends: a wrapper around `fetch` installed before any script (the
 * runtime looks fetch up at each call, as it must with other plugins wrapping it).
 */
const COUNT_SENDS = `(() => {
  const original = window.fetch
  window.__sends = 0
  window.fetch = function (input, init) {
    if (init && typeof init.body === 'string' && init.body.includes('nf_ajax_submit')) window.__sends++
    return original.apply(this, arguments)
  }
})()`

/** Records the outcome of every reply the page's bus announces (contract b). */
async function watchReplies(page: Page): Promise<void> {
  await page.waitForSelector(SUBMIT)
  await page.evaluate(() => {
    const w = window as unknown as { __outcomes: string[] }
    w.__outcomes = []
    window.nfRadio.channel('forms').on('submit:response', (...a: never[]) => {
      type Reply = { errors?: { fields?: Record<string, { slug?: string }> } }
      const r = a[0] as unknown as Reply | string
      const keys = typeof r === 'string' ? [] : Object.keys(r?.errors ?? {})
      // The server's answer to a value it already stored (the form's unique field).
      const already =
        typeof r !== 'string' &&
        Object.values(r?.errors?.fields ?? {}).some((f) => f?.slug === 'unique_field')
      w.__outcomes.push(
        typeof r === 'string'
          ? 'unreadable'
          : already
            ? 'already stored'
            : keys.length
              ? keys.join(',')
              : 'ok',
      )
    })
  })
}

/** What the visitor sees once the form is no longer sending. */
interface Seen {
  readonly outcomes: string[]
  readonly sends: number
  readonly sending: boolean
  readonly value: string
  readonly formErrors: string[]
  /** The field's own error message, if one is shown. */
  readonly fieldError: string
}

const seen = (page: Page): Promise<Seen> =>
  page.evaluate(
    (field, submit) => {
      const button = document.querySelector<HTMLInputElement>(submit)
      return {
        outcomes: (window as unknown as { __outcomes: string[] }).__outcomes,
        sends: (window as unknown as { __sends: number }).__sends,
        sending: !button || button.disabled,
        value: document.querySelector<HTMLInputElement>(field)?.value ?? '',
        formErrors: [...document.querySelectorAll('#nf-form-1-cont .nf-form-errors .nf-error-msg')]
          .filter((e) => (e as HTMLElement).offsetParent !== null)
          .map((e) => e.textContent ?? ''),
        fieldError: document.querySelector('#nf-error-1')?.textContent?.trim() ?? '',
      }
    },
    FIELD,
    SUBMIT,
  )

describe(`soak: ${SUBMISSIONS} form submissions under random faults (${KINDS.join(', ')})`, () => {
  it(
    'no submission is lost or stored twice; every failure is shown with the values kept; retries are bounded',
    async () => {
      const started = Date.now()
      const faults = faultPlan(20261126, SUBMISSIONS * MAX_CLICKS * MAX_SENDS_PER_CLICK * 2)
      const p = await openFixture(browser(), PAGE, {
        virtualTime: true,
        // The form builder's own idempotency: the form's unique-field setting on the one
        // field (every submission types a fresh value), which the server checks at submit.
        policy: { faults, formsUniqueField: 'question' },
        beforeLoad: (page) => page.evaluateOnNewDocument(COUNT_SENDS),
      })
      const posts = () =>
        p.site.context.requests.filter(
          (r) =>
            (r.body as { fields?: Record<string, string> }).fields?.action === 'nf_ajax_submit',
        )
      const clicksPer: number[] = []
      let maxSendsPerClick = 0
      let maxRequestsPerClick = 0
      let failuresShown = 0
      let alreadyStored = 0
      try {
        for (let k = 0; k < SUBMISSIONS; k++) {
          if (k > 0 && k % PER_PAGE === 0) {
            await p.page.goto(p.site.pageUrl(PAGE), { waitUntil: 'load' })
            await p.advance(100)
          }
          if (k % PER_PAGE === 0) await watchReplies(p.page)
          const value = `soak ${k} ${Date.now().toString(36)}`
          await p.page.click(FIELD, { count: 3 })
          await p.page.keyboard.press('Backspace')
          await p.page.type(FIELD, value)
          let clicks = 0
          // What each click did, named in any failure of this submission.
          const trace: string[] = []
          for (;;) {
            const before = await seen(p.page)
            const postsBefore = posts().length
            clicks++
            expect(clicks, `submission ${k}: clicks; ${trace.join(' | ')}`).toBeLessThanOrEqual(
              MAX_CLICKS,
            )
            await p.page.click(SUBMIT)
            // A reply lands within the first step; a held request only when the client gives up.
            let now = await seen(p.page)
            for (
              let step = 0;
              step < 4 && (now.sending || now.outcomes.length === before.outcomes.length);
              step++
            ) {
              await p.advance(step === 0 ? 300 : SUBMIT_TIMEOUT_MS)
              now = await seen(p.page)
            }
            expect(now.sending, `submission ${k}: still sending`).toBe(false)
            maxRequestsPerClick = Math.max(maxRequestsPerClick, posts().length - postsBefore)
            const sends = now.sends - before.sends
            trace.push(
              `click ${clicks}: ${sends} sends, requests ${JSON.stringify(
                posts()
                  .slice(postsBefore)
                  .map((r) => `#${r.seq}@${r.at ?? '?'} ${r.fault ?? 'ok'}`),
              )}, ` +
                `replies ${JSON.stringify(now.outcomes.slice(before.outcomes.length))}, errors ${JSON.stringify(now.formErrors)}`,
            )
            maxSendsPerClick = Math.max(maxSendsPerClick, sends)
            expect(sends, `submission ${k}: ${trace.join(' | ')}`).toBeGreaterThanOrEqual(1)
            expect(sends, `submission ${k}: ${trace.join(' | ')}`).toBeLessThanOrEqual(
              MAX_SENDS_PER_CLICK,
            )
            if (now.outcomes.at(-1) === 'ok') break
            // The server stored it before (its reply was lost) and says so, on the field.
            if (now.outcomes.at(-1) === 'already stored') {
              alreadyStored++
              expect(now.fieldError, `submission ${k}: already stored, shown`).toBe(ALREADY)
              break
            }
            // A failure: a fault the site injected caused it (a reply the page gave up on
            // while the site answered it would be stored and then sent again), the visitor
            // sees why, and what they typed is still there.
            expect(
              posts()
                .slice(postsBefore)
                .some((r) => r.fault),
              `submission ${k}: a failure no fault explains; ${trace.join(' | ')}`,
            ).toBe(true)
            failuresShown++
            expect(now.formErrors.join('').trim(), `submission ${k}: failure shown`).not.toBe('')
            expect(now.value).toBe(value)
          }
          clicksPer.push(clicks)
          const stored = p.site.context.submissions.filter((s) => s.values['1'] === value)
          expect(
            stored,
            `submission ${k}: stored once; ${trace.join(' | ')}; stored ${JSON.stringify(stored.map((s) => s.id))}`,
          ).toHaveLength(1)
        }
        const faultsMet = posts().filter((r) => r.fault).length
        const byKind = Object.fromEntries(
          KINDS.map((kind) => [kind, posts().filter((r) => r.fault === kind).length]),
        )
        expect(p.site.context.submissions).toHaveLength(SUBMISSIONS)
        expect(faultsMet).toBeGreaterThan(SUBMISSIONS * 0.2)
        for (const kind of KINDS) expect(byKind[kind]).toBeGreaterThan(0)
        console.log(
          `[soak] ${SUBMISSIONS} submissions, ${posts().length} requests, ${faultsMet} faults ${JSON.stringify(byKind)}, ` +
            `${failuresShown} failures shown, ${alreadyStored} told already stored, stored ${p.site.context.submissions.length}, lost 0, ` +
            `max clicks ${Math.max(...clicksPer)}, max sends per click ${maxSendsPerClick} (network requests ${maxRequestsPerClick}), ` +
            `${((Date.now() - started) / 1000).toFixed(1)} s`,
        )
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
    process.env.BRAMBLE_HARD ? 3_600_000 : 300_000,
  )
})
