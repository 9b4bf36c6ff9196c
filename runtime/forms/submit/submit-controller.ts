import type { FormContext } from '../view/form-context'
import type { UiStore } from '../view/ui-state'
import { applyResponse } from './apply-response'
import { focusField } from './focus-field'
import { postForm } from './post'
import { buildFormData, resumeBody, submitBody } from './request'

/** Form errors that never block a submit (contract c, step 4). */
const NON_BLOCKING = new Set(['invalid_email', 'email_not_sent'])

/** What the controller needs. */
export interface SubmitControllerOptions {
  readonly win: Window
  readonly ctx: FormContext
  readonly ui: UiStore
  readonly container: HTMLElement
}

/** Submits one form and shows the outcome. */
export interface SubmitController {
  /** The four-step flow of spec §4, then the POST and the response. */
  submit(): void
  /** Resumes a saved submission when the URL asks for it (`?nf_resume=<formId>`). */
  resumeIfAsked(): void
  stop(): void
}

/** Creates the submit controller of one form. */
export function createSubmitController(opts: SubmitControllerOptions): SubmitController {
  const { win, ctx, container } = opts
  const { store, radio, formId } = ctx
  const own = radio.channel(`form-${formId}`)
  const forms = radio.channel('forms')
  const announce = (event: string, ...args: unknown[]) => {
    forms.trigger(event, ...args, formId)
    own.trigger(event, ...args)
  }
  let stopped = false

  const send = async (resubmits: number): Promise<void> => {
    const state = store.getState()
    const body = submitBody(state, buildFormData(formId, state, ctx.settings))
    const result = await postForm(win, store.model.env.ajaxUrl, body)
    if (stopped) return
    const again = applyResponse({ win, ctx, result, canResubmit: resubmits === 0 })
    if (again) {
      await send(resubmits + 1)
      return
    }
    store.setSubmitting(false)
  }

  return {
    submit() {
      if (store.getState().submitting) return
      announce('before:submit')
      const check = store.validateForSubmit()
      if (!check.ok) {
        if (check.firstInvalidId) focusField(container, check.firstInvalidId)
        announce('submit:failed')
        return
      }
      if (own.request('maybe:submit') === false) {
        announce('submit:cancel')
        return
      }
      const blocking = Object.keys(store.getState().formErrors).filter(
        (id) => !NON_BLOCKING.has(id),
      )
      if (blocking.length > 0) {
        announce('submit:failed')
        return
      }
      announce('after:submitValidation')
      store.setSubmitting(true)
      send(0).catch((error: unknown) => {
        console.error('[bramble] The submit failed:', error)
        store.setSubmitting(false)
      })
    },
    resumeIfAsked() {
      const params = new URLSearchParams(win.location.search)
      if (params.get('nf_resume') !== formId) return
      opts.ui.set({ resuming: true })
      const body = resumeBody(store.getState().nonce.security, win.location.search)
      postForm(win, store.model.env.ajaxUrl, body)
        .then((result) => {
          if (!stopped) applyResponse({ win, ctx, result, canResubmit: false })
        })
        .catch((error: unknown) => console.error('[bramble] The resume request failed:', error))
        .finally(() => opts.ui.set({ resuming: false }))
    },
    stop() {
      stopped = true
    },
  }
}
