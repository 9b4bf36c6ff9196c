import {
  checkConsent,
  CONSENT_ERROR_SLUG,
  CONSENT_MISSING_SLUG,
  consentGiven,
} from '../logic/validate'
import type { FormContext } from '../view/form-context'
import { renderChallenge } from './challenge-widget'
import { RENDER_DELAY_MS, RESET_DELAY_MS } from './constants'
import { startRecaptchaV3 } from './recaptcha-v3'
import { renderRecaptcha, type CaptchaWidget } from './recaptcha-widget'
import { bramble } from '../../core/message'

/** What the CAPTCHA wiring of a form needs. */
export interface CaptchaOptions {
  readonly win: Window
  readonly ctx: FormContext
  readonly container: HTMLElement
}

/** The CAPTCHA wiring of one form. */
export interface FormCaptchas {
  /** Renders into every empty placeholder (after `form: render:view`). */
  render(): void
  stop(): void
}

function submitFieldId(ctx: FormContext): string | undefined {
  const s = ctx.store.getState()
  return s.order.find((id) => s.fields[id]?.def.type === 'submit')
}

/**
 * Renders the form's CAPTCHA widgets 100 ms after each view render and 200 ms after a
 * `captcha: reset` broadcast; tokens reach the field through the `update:response` request
 * of the provider's channel. reCAPTCHA v3 waits for consent (the `_grecaptcha` cookie and
 * the `nf_consent_status_check` event): without it the submit field carries
 * `recaptcha-v3-missing`; once given, both consent errors are cleared and it renders.
 */
export function startCaptchas({ win, ctx, container }: CaptchaOptions): FormCaptchas {
  const widgets = new Map<HTMLElement, CaptchaWidget>()
  const timers = new Set<number>()
  const { radio, store } = ctx
  const later = (fn: () => void, ms: number) => {
    const t = win.setTimeout(() => {
      timers.delete(t)
      fn()
    }, ms)
    timers.add(t)
  }
  const report = (channel: string, fieldId: string) => (token: string) =>
    radio.channel(channel).trigger('update:response', token, fieldId)

  const v3 = (el: HTMLElement, fieldId: string) => {
    const submitId = submitFieldId(ctx)
    const fe = (win as unknown as { nfFrontEnd?: unknown }).nfFrontEnd
    const frontEnd =
      typeof fe === 'object' && fe !== null ? (fe as Record<string, unknown>) : undefined
    const consent = checkConsent(win.document, win.document.cookie, frontEnd)
    if (!consentGiven(consent)) {
      const msg = String(ctx.settings.recaptchaConsentMissing ?? 'reCAPTCHA v3 needs your consent.')
      if (submitId) store.addFieldError(submitId, CONSENT_MISSING_SLUG, msg)
      return undefined
    }
    if (submitId) {
      store.removeFieldError(submitId, CONSENT_MISSING_SLUG)
      store.removeFieldError(submitId, CONSENT_ERROR_SLUG)
    }
    return startRecaptchaV3(win, el.dataset.sitekey ?? '', {
      fetching: (busy) => store.blockSubmit(`recaptcha-v3-${fieldId}`, busy),
      token: (t) => report('recaptcha', fieldId)(t),
    })
  }

  const renderAll = () => {
    for (const el of container.querySelectorAll<HTMLElement>('[data-captcha]')) {
      if (widgets.has(el) && el.isConnected) continue
      const type = el.dataset.captcha
      const fieldId = el.dataset.fieldid ?? ''
      let widget: CaptchaWidget | undefined
      // A provider script that throws must not reach the page or stop the other widgets.
      try {
        if (type === 'recaptcha') widget = renderRecaptcha(win, el, report('recaptcha', fieldId))
        else if (type === 'recaptcha_v3') widget = v3(el, fieldId)
        else if (type === 'turnstile' || type === 'hcaptcha')
          widget = renderChallenge(win, type, el, report(type, fieldId))
      } catch (error) {
        console.error(
          bramble(`Failed to render the ${type ?? ''} CAPTCHA of field ${fieldId}:`),
          error,
        )
      }
      if (widget) widgets.set(el, widget)
    }
  }
  const onReset = () => {
    for (const el of container.querySelectorAll<HTMLElement>('[data-captcha]'))
      store.setValue(el.dataset.fieldid ?? '', '')
    later(() => {
      for (const w of widgets.values()) {
        try {
          w.reset()
        } catch (error) {
          console.error(bramble('Failed to reset a CAPTCHA:'), error)
        }
      }
      renderAll()
    }, RESET_DELAY_MS)
  }
  radio.channel('captcha').on('reset', onReset)
  later(renderAll, RENDER_DELAY_MS)
  return {
    render: () => later(renderAll, RENDER_DELAY_MS),
    stop() {
      radio.channel('captcha').off('reset', onReset)
      for (const t of timers) win.clearTimeout(t)
      for (const w of widgets.values()) w.stop()
    },
  }
}
