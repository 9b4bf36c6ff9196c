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

/** Inputs that get the before-post check (contract f). */
export const BEFORE_POST_TARGETS = 'input[type=email], #email'

/** Debounce of both checks (spec §9). */
export const DEBOUNCE_MS = 300
