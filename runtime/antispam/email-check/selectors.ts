/** Inputs that get the email-exists check and indicator (contract f, blur targets). */
export const EXIST_TARGETS = [
  '.comment-form input[name=email]',
  'input#email',
  '.frm-fluent-form input[name=email]',
  '#registerform input[name=user_email]',
  'form.wc-block-checkout__form input[type=email]',
  'form.checkout input[type=email]',
  'form.wpcf7-form input[type=email]',
  'form.wpforms-form input[type=email]',
  'form[id^="gform_"] input[type=email]',
  '.nf-form-content input[type=email]',
].join(', ')

/** Inputs that get the before-post check (contract f), but see isBeforePostTarget. */
export const BEFORE_POST_TARGETS = 'input[type=email], #email'

/**
 * Whether an input gets the before-post check: the form builder's do not. The original binds
 * this check to the inputs present when it starts, before the form builder has drawn its
 * forms, so on a form page only the exists check runs (one call, not two).
 */
export const isBeforePostTarget = (input: Element): boolean =>
  input.matches(BEFORE_POST_TARGETS) && !input.closest('.nf-form-content')

/** Debounce of both checks (spec §9). */
export const DEBOUNCE_MS = 300
