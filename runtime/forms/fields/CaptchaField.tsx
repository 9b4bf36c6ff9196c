import { str } from '../logic/field-props'
import { fieldIds } from './field-attrs'
import type { FieldProps } from './field-props'

// Placeholder class per provider; the widget renders into it (runtime/forms/captcha).
const CLASSES: Readonly<Record<string, string>> = {
  recaptcha: 'g-recaptcha',
  recaptcha_v3: 'g-recaptcha-v3',
  hcaptcha: 'h-captcha',
  turnstile: 'cf-turnstile',
}

/**
 * The empty placeholder of a CAPTCHA widget with the attributes of spec §3; the provider
 * renders into it once, and only while it is empty. React never renders children into it.
 */
export function CaptchaField({ field }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  return (
    <div
      id={`${ids.input}-captcha`}
      className={`nf-captcha ${CLASSES[def.type] ?? ''}`}
      data-captcha={def.type}
      data-fieldid={field.id}
      data-sitekey={str(def, 'site_key')}
      data-theme={str(def, 'theme') || 'light'}
      data-size={str(def, 'size') || 'normal'}
      data-callback={`nf_captcha_response_${field.id}`}
      aria-labelledby={ids.label}
      suppressHydrationWarning
    />
  )
}
