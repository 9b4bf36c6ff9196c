import type { AntispamContext } from '../context/feature'
import type { EmailChecker, EmailCheckSwitches } from '../chunks/ui-types'
import { checkBeforePost, checkExists, type ExistAnswer } from './calls'
import { createIndicator } from './indicator'
import { EXIST_TARGETS, isBeforePostTarget } from './selectors'
import { isValidEmail } from './syntax'
import { bramble } from '../../core/message'

type Cache = Map<string, { result: string; text?: string; timestamp: number }>

const now = () => Math.floor(Date.now() / 1000)
const stateOf = (a: { readonly result: string }) =>
  a.result === 'EXISTS' ? ('good_email' as const) : ('bad_email' as const)

function persist(ctx: AntispamContext, name: string, cache: Cache): void {
  const done = [...cache].filter(([, v]) => v.result !== '')
  ctx.store.set({ [name]: JSON.stringify(Object.fromEntries(done)) })
}

/**
 * The email checks of one page (spec §5; contract c.3, c.4): the syntax rule before any
 * call, one call per address per page (cached as `ct_checked_emails` and
 * `ct_checked_emails_exist`), and the indicator for the exists check.
 */
export function createEmailChecker(
  ctx: AntispamContext,
  switches: EmailCheckSwitches,
): EmailChecker {
  const indicator = createIndicator(ctx.win)
  const beforeCache: Cache = new Map()
  const existCache: Cache = new Map()
  const inFlight = new Map<string, Promise<ExistAnswer | undefined>>()

  const runExist = async (input: HTMLInputElement, email: string) => {
    const cached = existCache.get(email)
    // Once per page: an address whose check gave no result is not sent again either.
    if (cached) {
      if (cached.result) indicator.show(input, stateOf(cached), cached.text ?? '')
      else indicator.remove()
      return
    }
    indicator.show(input, 'load', '')
    let call = inFlight.get(email)
    if (!call) {
      call = checkExists(ctx, email)
      inFlight.set(email, call)
    }
    const answer = await call
    inFlight.delete(email)
    if (!existCache.has(email)) {
      existCache.set(email, { result: answer?.result ?? '', text: answer?.text, timestamp: now() })
      if (answer) persist(ctx, 'ct_checked_emails_exist', existCache)
    }
    // The visitor may have typed on: only the current value may update the indicator.
    if (input.value.trim() !== email) return
    if (!answer) return indicator.remove()
    indicator.show(input, stateOf(answer), answer.text)
  }

  const runBeforePost = async (email: string) => {
    if (beforeCache.has(email)) return
    beforeCache.set(email, { result: '', timestamp: now() })
    const result = await checkBeforePost(ctx, email)
    if (result === undefined) return
    beforeCache.set(email, { result, timestamp: now() })
    persist(ctx, 'ct_checked_emails', beforeCache)
  }

  return {
    check(input, only = switches) {
      const email = input.value.trim()
      const existTarget = switches.exist && only.exist !== false && input.matches(EXIST_TARGETS)
      const beforePostTarget =
        switches.beforePost && only.beforePost !== false && isBeforePostTarget(input)
      if (email === '' || !isValidEmail(email)) {
        if (existTarget) indicator.remove()
        return
      }
      const fail = (error: unknown) => console.error(bramble('Email check failed:'), error)
      if (existTarget) runExist(input, email).catch(fail)
      if (beforePostTarget) runBeforePost(email).catch(fail)
    },
    clear: () => indicator.remove(),
  }
}
