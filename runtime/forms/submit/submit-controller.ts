import { isRecord } from '../../core/is-record'
import { resumeFormId } from '../logic/resume'
import { createSubmitFlow, type SubmitEvent } from '../logic/submit-flow'
import type { ReplyTrace } from '../logic/jq-xhr'
import type { SubmitOutcome } from '../logic/submit-response'
import type { FormModelShim } from '../addon-api/form-model-shim'
import { firePublicEvent } from '../addon-api/jquery-bridge'
import type { FormContext } from '../view/form-context'
import type { UiStore } from '../view/ui-state'
import { firstShown, focusField } from './focus-field'
import { loadReplyKit } from './load-reply-kit'
import { timedFetch } from './timed-fetch'
import { bramble } from '../../core/message'

/** What the controller needs. */
export interface SubmitControllerOptions {
  readonly win: Window
  readonly ctx: FormContext
  readonly ui: UiStore
  readonly container: HTMLElement
  /** The form model the submit events pass, as the original's did. */
  readonly model: FormModelShim
}

/** Submits one form and shows the outcome. */
export interface SubmitController {
  /** The four-step flow of spec §4, then the POST and the response. */
  submit(): void
  /** Resumes a saved submission when the URL asks for it (`?nf_resume=<formId>`). */
  resumeIfAsked(): void
  stop(): void
}

/**
 * Wires the submit flow of runtime/forms/logic to the page: bus events on `forms` and
 * `form-<id>`, `forms: maybe:validate`, `maybe:submit`, the `<type>: get:submitData`
 * replies, focus on the first invalid field, the page-wide nonce, `nfFormSubmitResponse`,
 * the CAPTCHA reset after clear-on-complete, and resume.
 */
export function createSubmitController(opts: SubmitControllerOptions): SubmitController {
  const { win, ctx, container, ui, model } = opts
  const { store, radio, formId } = ctx
  const own = radio.channel(`form-${formId}`)
  let stopped = false

  const onResponse = (outcome: SubmitOutcome | undefined, reply: ReplyTrace | undefined) => {
    if (!outcome) return
    const textStatus = reply?.textStatus ?? 'error'
    // As the original's ajax error handler: an unreadable reply is announced on `forms` only,
    // with the string 'error' as the response.
    if (outcome.kind === 'parse-error') {
      radio.channel('forms').trigger('submit:response', 'error', textStatus, reply?.xhr, formId)
      return
    }
    const body = outcome.response
    radio.channel('forms').trigger('submit:response', body, textStatus, reply?.xhr, formId)
    own.trigger('submit:response', body, textStatus, reply?.xhr)
    if (outcome.kind === 'nonce' || outcome.httpOk)
      firePublicEvent(win, 'nfFormSubmitResponse', { response: body, id: formId })
    // A cleared form gets a fresh CAPTCHA unless it is hidden anyway.
    if (
      outcome.kind === 'reply' &&
      outcome.success &&
      outcome.clearComplete &&
      !outcome.hideComplete
    )
      radio.channel('captcha').trigger('reset')
  }

  // The bus hooks the store was built with (mount-form.tsx): get:submitData, maybe:validate.
  const typeHooks = store.model.env.hooks ?? {}
  const pageNonce = () => {
    const fe = (win as unknown as { nfFrontEnd?: unknown }).nfFrontEnd
    if (!isRecord(fe) || typeof fe.ajaxNonce !== 'string') return undefined
    const ts = fe.nonce_ts
    return {
      security: fe.ajaxNonce,
      nonce_ts: ts === undefined || ts === null ? '' : String(ts),
    }
  }
  const flow = createSubmitFlow({
    store,
    fetch: () => timedFetch(win),
    replyKit: loadReplyKit,
    baseUrl: win.location.href,
    analytics: () => win as never,
    pageNonce,
    hooks: {
      maybeSubmit: () => own.request('maybe:submit') !== false,
      getSubmitData: typeHooks.submitData,
      maybeValidate: typeHooks.maybeValidate,
      trigger(event: SubmitEvent, { outcome, reply }) {
        if (stopped) return
        if (event === 'submit:response') return onResponse(outcome, reply)
        radio.channel('forms').trigger(event, model)
        own.trigger(event, model)
      },
      // The store names the first by `order`; a layout may show another one first.
      focusField: (id) => {
        const fields = store.getState().fields
        const invalid = (f: string) => Object.keys(fields[f]?.errors ?? {}).length > 0
        focusField(container, firstShown(container, invalid) ?? id)
      },
      redirect: (url) => win.location.assign(url),
      adoptNonce(nonce, nonceTs) {
        const fe = (win as unknown as { nfFrontEnd?: unknown }).nfFrontEnd
        if (isRecord(fe)) {
          fe.ajaxNonce = nonce
          fe.nonce_ts = nonceTs
        }
      },
    },
  })

  // The resume request is the reply chunk's (logic/resume-form.ts): only a page that asks
  // for a resume needs it.
  const resume = async () => {
    ui.set({ resuming: true })
    const security = pageNonce()?.security || store.getState().nonce.security
    try {
      const kit = await loadReplyKit()
      await kit.resumeForm({ win, store, formId, security, stopped: () => stopped, onResponse })
    } finally {
      // Contract d: the field containers show again after any response.
      ui.set({ resuming: false })
    }
  }

  return {
    submit() {
      flow.submit().catch((error: unknown) => console.error(bramble('The submit failed:'), error))
    },
    resumeIfAsked() {
      if (resumeFormId(win.location.search) !== formId) return
      resume().catch((error: unknown) => {
        console.error(bramble('The resume request failed:'), error)
        store.addFormError('parse-response-ERROR', 'The saved submission could not be resumed.')
      })
    },
    stop() {
      stopped = true
    },
  }
}
