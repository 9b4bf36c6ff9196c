/**
 * The form exclusions of contract (f). Each rule reads only attributes and structure, so
 * checking a form never touches layout. The attribute and class rules of a form are one
 * selector list each, matched by the browser in one call: a form scan runs once, so each
 * separate check in script would be code run cold. Attribute selectors compare as the
 * contract's string checks do (case-sensitive; `~=` is a class token, `*=` a substring).
 */

/** Whether a form has no `method` or `method=post` (the no-cookie field's forms). */
export function isPostForm(form: HTMLFormElement): boolean {
  const method = (form.getAttribute('method') ?? '').trim().toLowerCase()
  return method === '' || method === 'post'
}

const BOTH_SELF =
  '[class~="swpf-instant-filtering"], [class~="woocommerce-form-login"], ' +
  '[action*="secure.payu.com"], [action*="hsforms"], [action*="secureinternetbank.com"]'
const BOTH_CHILDREN = 'fieldset.asl_sett_scroll'

/** Forms that get neither the visible-fields input nor the no-cookie field. */
export function excludedFromBoth(form: HTMLFormElement): boolean {
  return form.matches(BOTH_SELF) || form.querySelector(BOTH_CHILDREN) !== null
}

const VF_SELF =
  '[class~="slp_search_form"], [class~="tinkoffPayRow"], [class~="give-form"], ' +
  '[class~="mec-booking"] > *, [action*="activehosted.com"], ' +
  '[action*="property-organizer-delete-saved-search-submit"], ' +
  '[action="https://epayment.epymtservice.com/epay.jhtml"], ' +
  '[id="caspioform"], [id="ult-forgot-password-form"], [id="ihf-login-form"], ' +
  '[id="ihf-main-search-form"], [id="frmCalc"], [id*="calculatedfields"], [id*="sac-form"], ' +
  '[id*="cp_tslotsbooking_pform"], [name*="cp_tslotsbooking_pform"], [name*="tribe-bar-form"]'
const SUBSCRIBER_FORM = '[id="subscriberForm"], [name="subscriberForm"]'
const VF_CHILDREN =
  'a[name="login"], input[name="wspsc_add_cart_submit"], ' +
  'input[name="option"][value="com_vikrentcar"], input[name="option"][value="com_vikbooking"], ' +
  'input[name="apbct_visible_fields"], input[id^="apbct_visible_fields_"]'

/** Forms that get no visible-fields input (besides the shared exclusions). */
export function excludedFromVisibleFields(form: HTMLFormElement): boolean {
  const method = form.getAttribute('method')
  if (
    method !== null &&
    method.trim().toLowerCase() === 'get' &&
    form.id !== 'twt_cc_signup' &&
    form.querySelector('.nf-form-content') === null
  )
    return true
  if (form.matches(VF_SELF)) return true
  if (
    form.matches(SUBSCRIBER_FORM) &&
    form.querySelector('input[name="actionType"][value="update"]') !== null
  )
    return true
  return form.querySelector(VF_CHILDREN) !== null
}

const NO_COOKIE_SELF = '[class~="proinput"] > *, [name="options"][class~="asp-fss-flex"]'

/** Forms that get no no-cookie field (besides the shared exclusions). */
export function excludedFromNoCookie(form: HTMLFormElement): boolean {
  return form.matches(NO_COOKIE_SELF)
}
