/**
 * Exists-check targets checked as the field loses focus (contract f, blur targets): the
 * comment, registration and checkout addresses among them, so a visitor who types the address
 * last and then clicks the form's button sends the check before the page navigates.
 */
export const EXIST_AT_ONCE = [
  '.comment-form input[name=email]',
  'input#email',
  '.frm-fluent-form input[name=email]',
  '#registerform input[name=user_email]',
  'form.wc-block-checkout__form input[type=email]',
  'form.checkout input[type=email]',
  'form.wpforms-form input[type=email]',
  'form[id^="gform_"] input[type=email]',
].join(', ')

/**
 * Exists-check targets checked DEBOUNCE_MS after the visitor leaves the field (Contact Form
 * 7's and the form builder's, as the original binds them), unless also in EXIST_AT_ONCE.
 */
export const EXIST_DEBOUNCED =
  'form.wpcf7-form input[type=email], .nf-form-content input[type=email]'

/** Inputs that get the email-exists check and indicator (contract f, blur targets). */
export const EXIST_TARGETS = `${EXIST_AT_ONCE}, ${EXIST_DEBOUNCED}`

/** Inputs that get the before-post check (contract f), but see isBeforePostTarget. */
export const BEFORE_POST_TARGETS = 'input[type=email], #email'

/**
 * Whether an input gets the before-post check: the form builder's do not. The original binds
 * this check to the inputs present when it starts, before the form builder has drawn its
 * forms, so on a form page only the exists check runs (one call, not two). It checks as the
 * field loses focus, on every target.
 */
export const isBeforePostTarget = (input: Element): boolean =>
  input.matches(BEFORE_POST_TARGETS) && !input.closest('.nf-form-content')

/** The email-check debounce of spec §9 (the EXIST_DEBOUNCED targets only). */
export const DEBOUNCE_MS = 300
