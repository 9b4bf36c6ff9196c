import type { FormStore } from './form-store'
import type { SubmitReply } from './submit-response'
import { bramble } from '../../core/message'

/**
 * Applies a reply to the store: field errors (a plain string was read as required-error),
 * form errors (removed then added), debug messages, and on success the success message,
 * clear-on-complete and hide-on-complete. Values typed by the visitor stay unless the
 * form asks to be cleared after a success.
 */
export function applyReply(store: FormStore, reply: SubmitReply): void {
  for (const e of reply.fieldErrors) store.addFieldError(e.fieldId, e.slug, e.message)
  for (const e of reply.formErrors) {
    store.removeFormError(e.id)
    store.addFormError(e.id, e.message)
  }
  if (reply.lastMessage !== undefined)
    console.error(bramble(`Form ${store.getState().id}: ${reply.lastMessage}`))
  for (const message of reply.plainErrors)
    console.error(bramble(`Form ${store.getState().id}: ${message}`))
  for (const message of reply.debugConsole) console.log(message)
  if (reply.debugForm.length > 0) store.setResponse({ debug: reply.debugForm })
  if (!reply.success) return
  if (reply.clearComplete) store.reset()
  store.setResponse({ successMessage: reply.successMessage, hidden: reply.hideComplete })
}
