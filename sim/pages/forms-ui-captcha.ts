import { captchaForm } from './forms-fixtures/captcha'
import { inlineForm } from './forms-fixtures/builder'
import { renderFormsPage } from './nff/render'
import type { PageFixture } from './page-context'

// The CAPTCHA fixture form's id: the mock submit endpoint knows it by this id.
const FORM_ID = '24'

const script = (name: string) => `<script src="/fake-providers/${name}.js"></script>`

/** Loads a provider script `ms` after the page, as a slow third-party script arrives. */
const lateScript = (name: string, ms: number) =>
  `<script>setTimeout(function(){var s=document.createElement('script');s.src='/fake-providers/${name}.js';document.head.appendChild(s)},${ms})</script>`

/** The consent cookie the first provider sets once the visitor agreed. */
const CONSENT = `<script>document.cookie='_grecaptcha=consented; path=/'</script>`

/**
 * Every CAPTCHA kind with the fake providers: reCAPTCHA v2 checkbox and v3 (consent given),
 * hCaptcha, and Turnstile whose script arrives 1.2 s late (the render retries catch it).
 */
export const formsUiCaptchaPage: PageFixture = {
  id: 'forms-ui-captcha',
  title: 'CAPTCHA with fake providers',
  description:
    'The CAPTCHA form with fake reCAPTCHA (v2 checkbox, v3), hCaptcha and a late Turnstile script; consent given.',
  render: (ctx) =>
    renderFormsPage(ctx, {
      title: 'Protected contact',
      forms: [inlineForm(captchaForm, FORM_ID)],
      extraHead: CONSENT + script('recaptcha') + script('hcaptcha') + lateScript('turnstile', 1200),
    }),
}

/**
 * The CAPTCHA form with an invisible reCAPTCHA, no consent cookie (v3 waits for consent)
 * and no hCaptcha script at all (the widget is skipped).
 */
export const formsUiCaptchaInvisiblePage: PageFixture = {
  id: 'forms-ui-captcha-invisible',
  title: 'Invisible CAPTCHA, no consent',
  description:
    'The CAPTCHA form with an invisible reCAPTCHA, no _grecaptcha cookie and the hCaptcha script missing.',
  render(ctx) {
    const form = inlineForm(captchaForm, FORM_ID)
    const fields = form.fields.map((f) =>
      f.type === 'recaptcha' ? { ...f, size: 'invisible' } : f,
    )
    return renderFormsPage(ctx, {
      title: 'Protected contact',
      forms: [{ ...form, fields }],
      extraHead: script('recaptcha') + script('turnstile'),
    })
  },
}
