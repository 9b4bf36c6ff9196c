import type { GuardVerdict } from './guard-verdicts'
import { bramble } from '../../core/message'

/** Nextend Social Login's buttons, as the reference plugin finds them. */
export const SOCIAL_LOGIN_BUTTONS = '#nsl-custom-login-form-main .nsl-container-buttons a'
/** The reference plugin's marker on a guarded button: "true" held, "false" let through. */
export const SOCIAL_LOGIN_MARK = 'data-oauth-login-blocked'
/** The refusal shown before the button (one per page). */
export const FORBIDDEN_CLASS = 'ct-forbidden-msg'

/**
 * Guards the page's Nextend Social Login buttons (contract c.7 `cleantalk_nsl_ajax_check`):
 * each gets the marker "true"; a click on one (mouse or keyboard) is held from the page and
 * from the login plugin's own handlers while `ask` runs. Allowed → the marker becomes
 * "false" and the click is replayed on the button, so the login starts as the visitor
 * intended, and later clicks pass untouched. Refused → the message as text in one
 * `div.ct-forbidden-msg` before the button, and the login does not start (a later click
 * asks again). A check that cannot run lets the login go. One delegated listener; returns
 * the teardown.
 */
export function guardSocialLogin(win: Window, ask: () => Promise<GuardVerdict>): () => void {
  const doc = win.document
  const buttons = [...doc.querySelectorAll(SOCIAL_LOGIN_BUTTONS)]
  if (buttons.length === 0) return () => undefined
  buttons.forEach((b) => b.setAttribute(SOCIAL_LOGIN_MARK, 'true'))
  let asking = false

  const refuse = (button: Element, message: string) => {
    let note = doc.querySelector(`.${FORBIDDEN_CLASS}`) as HTMLElement | null
    if (!note) {
      note = doc.createElement('div')
      note.className = FORBIDDEN_CLASS
      note.setAttribute('role', 'alert')
      note.style.cssText = 'background:red;color:white;padding:5px'
      button.before(note)
    }
    note.textContent = message
  }
  const onClick = (event: Event) => {
    const target = event.target as Element | null
    const button = target?.closest?.(`[${SOCIAL_LOGIN_MARK}="true"]`)
    if (!button || !buttons.includes(button)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (asking) return
    asking = true
    ask()
      .catch((): GuardVerdict => ({ allow: true }))
      .then((verdict) => {
        asking = false
        if (!verdict.allow) return refuse(button, verdict.message)
        button.setAttribute(SOCIAL_LOGIN_MARK, 'false')
        ;(button as HTMLElement).click()
      })
      .catch((error: unknown) => console.error(bramble('Failed to start the social login:'), error))
  }
  win.addEventListener('click', onClick, true)
  return () => {
    win.removeEventListener('click', onClick, true)
    buttons.forEach((b) => b.removeAttribute(SOCIAL_LOGIN_MARK))
  }
}
