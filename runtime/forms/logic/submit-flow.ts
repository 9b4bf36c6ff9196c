import type { FormStore } from './form-store'
import type { AnalyticsTarget } from './analytics'
import type { ReplyTrace } from './jq-xhr'
import type { ReplyKit } from './reply-kit'
import type { SubmitDataOverride } from './types'
import { buildSubmitBody } from './submit-request'
import type { SubmitOutcome, SubmitReply } from './submit-response'
import { blockingFormErrors } from './validate'
import { bramble } from '../../core/message'

/** Events of the submit flow, named as the original's radio events. */
export type SubmitEvent =
  'before:submit' | 'submit:cancel' | 'submit:failed' | 'after:submitValidation' | 'submit:response'

/** How the flow talks to the page; every hook is optional and guarded. */
export interface SubmitHooks {
  /** `maybe:submit`: false cancels. */
  maybeSubmit?(): boolean
  trigger?(event: SubmitEvent, detail: { outcome?: SubmitOutcome; reply?: ReplyTrace }): void
  /** Focus the first invalid field after a failed client-side validation. */
  focusField?(fieldId: string): void
  /** Go to a checked http(s) URL (the page's `location.assign`); without it no redirect. */
  redirect?(url: string): void
  /** Adopt a new nonce page-wide (`nfFrontEnd.ajaxNonce`/`nonce_ts`). */
  adoptNonce?(nonce: string, nonceTs: string): void
  getSubmitData?: SubmitDataOverride
  /** `forms: maybe:validate`: false sends the form without checking its fields. */
  maybeValidate?(): boolean
}

/** A reply read: what it asks of the form, and how the bus describes it (no trace when the
 * reply chunk could not load). */
interface Answer {
  readonly outcome: SubmitOutcome
  readonly reply?: ReplyTrace
}

/** What the flow needs from the page. */
export interface SubmitFlowOptions {
  readonly store: FormStore
  readonly hooks?: SubmitHooks
  /** The page's `fetch`, looked up at call time: the anti-spam bundle wraps `window.fetch`. */
  readonly fetch: () => typeof fetch
  /** The page URL that relative redirect URLs resolve against. */
  readonly baseUrl?: string
  readonly analytics?: () => AnalyticsTarget
  /**
   * The nonce the page holds now (`nfFrontEnd.ajaxNonce`/`nonce_ts`), read at each post as the
   * original does: a script that refreshed it (a cached page) or another form's nonce retry
   * is followed.
   */
  readonly pageNonce?: () => { readonly security: string; readonly nonce_ts: string } | undefined
  /** Loads the reply reader (the page's: the `submit-reply` chunk, submit/load-reply-kit.ts). */
  readonly replyKit: () => Promise<ReplyKit>
}

/** The end of one submit attempt. */
export type SubmitResult = 'invalid' | 'cancelled' | 'failed' | 'error' | 'success' | 'busy'

/** Message shown when the server keeps rejecting the nonce after one automatic retry. */
export const NONCE_RETRY_MESSAGE =
  'The form could not be sent because its security token expired. Send it again; if that fails too, reload the page.'

function guard<T>(what: string, fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch (error) {
    console.error(bramble(`A form ${what} handler failed:`), error)
    return fallback
  }
}

/** Creates the four-step submit flow of spec §4 for one form. */
export function createSubmitFlow(options: SubmitFlowOptions): { submit(): Promise<SubmitResult> } {
  const { store } = options
  const hooks = options.hooks ?? {}
  const emit = (event: SubmitEvent, answer?: Answer) =>
    guard(
      event,
      () => hooks.trigger?.(event, { outcome: answer?.outcome, reply: answer?.reply }),
      undefined,
    )

  const post = async (kit: Promise<ReplyKit>): Promise<Answer> => {
    const page = options.pageNonce?.()
    const held = store.getState().nonce
    if (
      page &&
      page.security !== '' &&
      (page.security !== held.security || page.nonce_ts !== held.nonce_ts)
    )
      store.setNonce(page.security, page.nonce_ts)
    const state = store.getState()
    const doFetch = options.fetch()
    const form = store.model.form
    const ctx = {
      formId: form.id,
      fieldIds: new Set(Object.keys(state.fields)),
      baseUrl: options.baseUrl ?? 'http://localhost/',
    }
    let res: Response | undefined
    let text = ''
    try {
      res = await doFetch(store.model.env.ajaxUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: buildSubmitBody(form, state, hooks.getSubmitData),
        credentials: 'same-origin',
        cache: 'no-store',
      })
      // Spec §8: an HTTP failure is logged; a JSON body is still handled as a reply.
      if (!res.ok)
        console.error(bramble(`The form submit failed: HTTP ${res.status} ${res.statusText}.`))
      text = await res.text()
      const k = await kit
      const outcome = k.interpretResponse(text, res, ctx)
      return { outcome, reply: k.traceReply(res, text, outcome) }
    } catch (error) {
      console.error(bramble('The form could not reach the server:'), error)
      const outcome: SubmitOutcome = {
        kind: 'parse-error',
        message: 'The form could not reach the server. Check your connection and try again.',
      }
      const reply = await kit.then(
        (k) => k.traceReply(undefined, text, outcome),
        () => undefined,
      )
      return { outcome, reply }
    }
  }

  const finish = (kit: ReplyKit, reply: SubmitReply): SubmitResult => {
    kit.applyReply(store, reply)
    if (reply.success) {
      kit.sendAnalytics(
        reply.analytics,
        store.getState().id,
        options.analytics?.() ?? (globalThis as AnalyticsTarget),
      )
    }
    if (reply.redirect) {
      const url = reply.redirect
      guard('redirect', () => hooks.redirect?.(url), undefined)
    }
    return reply.success ? 'success' : 'failed'
  }

  return {
    async submit() {
      if (store.getState().submitting) return 'busy'
      // Fetched alongside the checks and the POST, so the reply never waits for it.
      const kit = options.replyKit()
      kit.catch(() => undefined)
      emit('before:submit')
      await store.whenReady()
      const validate = guard('maybe:validate', () => hooks.maybeValidate?.() ?? true, true)
      const check = validate === false ? undefined : store.validateForSubmit()
      // As in the original: maybe:submit is asked after validating, whatever it found, and a
      // "no" cancels before any failure; without validation no form error stops the post.
      if (guard('maybe:submit', () => hooks.maybeSubmit?.() ?? true, true) === false) {
        emit('submit:cancel')
        return 'cancelled'
      }
      if (check && !check.ok) {
        if (check.firstInvalidId !== undefined) {
          const id = check.firstInvalidId
          guard('focus', () => hooks.focusField?.(id), undefined)
        }
        emit('submit:failed')
        return 'invalid'
      }
      if (check && blockingFormErrors(store.getState().formErrors).length > 0) {
        emit('submit:failed')
        return 'failed'
      }
      emit('after:submitValidation')
      store.removeFormError('parse-response-ERROR')
      store.removeFormError('nonce')
      store.setSubmitting(true)
      try {
        let answer = await post(kit)
        if (answer.outcome.kind === 'nonce') {
          const { newNonce, nonceTs } = answer.outcome
          emit('submit:response', answer)
          store.setNonce(newNonce, nonceTs)
          guard('nonce', () => hooks.adoptNonce?.(newNonce, nonceTs), undefined)
          // At most one automatic resubmit (the original retried forever).
          answer = await post(kit)
          if (answer.outcome.kind === 'nonce') {
            const again = answer.outcome
            emit('submit:response', answer)
            store.setNonce(again.newNonce, again.nonceTs)
            // Page-wide too: the next Send reads the page's nonce first, and an older one
            // there would cost the visitor's retry a refused round trip.
            guard('nonce', () => hooks.adoptNonce?.(again.newNonce, again.nonceTs), undefined)
            store.addFormError('nonce', NONCE_RETRY_MESSAGE)
            return 'failed'
          }
        }
        const { outcome } = answer
        if (outcome.kind === 'parse-error') {
          store.addFormError('parse-response-ERROR', outcome.message)
          emit('submit:response', answer)
          return 'error'
        }
        emit('submit:response', answer)
        return finish(await kit, outcome)
      } finally {
        store.setSubmitting(false)
      }
    },
  }
}
