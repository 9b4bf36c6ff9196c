import { successAction, submitField, type InlineForm } from './builder'

/** Site keys the fixture prints (the fake providers accept any). */
export const CAPTCHA_SITE_KEYS = {
  recaptcha: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  recaptcha_v3: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  turnstile: '1x00000000000000000000AA',
  hcaptcha: '10000000-ffff-ffff-ffff-000000000001',
}

/** A form with every CAPTCHA kind: reCAPTCHA v2 checkbox, v3, Turnstile and hCaptcha. */
export const captchaForm: InlineForm = {
  settings: { title: 'Protected contact' },
  fields: [
    { type: 'email', label: 'Email', key: 'email', order: '1', required: '1' },
    {
      type: 'recaptcha',
      label: 'Confirm you are not a robot',
      key: 'recaptcha',
      order: '2',
      site_key: CAPTCHA_SITE_KEYS.recaptcha,
      size: 'visible',
      theme: 'light',
    },
    {
      type: 'recaptcha_v3',
      label: 'reCAPTCHA v3',
      key: 'recaptcha_v3',
      order: '3',
      site_key: CAPTCHA_SITE_KEYS.recaptcha_v3,
    },
    {
      type: 'turnstile',
      label: 'Turnstile',
      key: 'turnstile',
      order: '4',
      site_key: CAPTCHA_SITE_KEYS.turnstile,
      theme: 'auto',
    },
    {
      type: 'hcaptcha',
      label: 'hCaptcha',
      key: 'hcaptcha',
      order: '5',
      site_key: CAPTCHA_SITE_KEYS.hcaptcha,
      theme: 'light',
    },
    submitField(6),
  ],
  actions: [successAction('Thanks, you are human.')],
}
