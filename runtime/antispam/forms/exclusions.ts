/**
 * The form exclusions of contract (f). Each rule reads only attributes and structure, so
 * checking a form never touches layout.
 */

const attr = (form: HTMLFormElement, name: string) => form.getAttribute(name) ?? ''
const hasClass = (form: HTMLFormElement, ...names: string[]) =>
  names.some((n) => form.classList.contains(n))
const parentHas = (form: HTMLFormElement, cls: string) =>
  form.parentElement?.classList.contains(cls) ?? false

/** Whether a form has no `method` or `method=post` (the no-cookie field's forms). */
export function isPostForm(form: HTMLFormElement): boolean {
  const method = attr(form, 'method').trim().toLowerCase()
  return method === '' || method === 'post'
}

/** Forms that get neither the visible-fields input nor the no-cookie field. */
export function excludedFromBoth(form: HTMLFormElement): boolean {
  const action = attr(form, 'action')
  return (
    form.querySelector('fieldset.asl_sett_scroll') !== null ||
    hasClass(form, 'swpf-instant-filtering', 'woocommerce-form-login') ||
    ['secure.payu.com', 'hsforms', 'secureinternetbank.com'].some((p) => action.includes(p))
  )
}

const VF_CHILDREN = [
  'a[name="login"]',
  'input[name="wspsc_add_cart_submit"]',
  'input[name="option"][value="com_vikrentcar"]',
  'input[name="option"][value="com_vikbooking"]',
  'input[name="apbct_visible_fields"]',
  'input[id^="apbct_visible_fields_"]',
].join(', ')

/** Forms that get no visible-fields input (besides the shared exclusions). */
export function excludedFromVisibleFields(form: HTMLFormElement): boolean {
  const id = form.id
  const name = attr(form, 'name')
  const action = attr(form, 'action')
  const isGet = attr(form, 'method').trim().toLowerCase() === 'get'
  if (isGet && form.querySelector('.nf-form-content') === null && id !== 'twt_cc_signup')
    return true
  if (hasClass(form, 'slp_search_form', 'tinkoffPayRow', 'give-form')) return true
  if (parentHas(form, 'mec-booking')) return true
  if (
    action.includes('activehosted.com') ||
    action.includes('property-organizer-delete-saved-search-submit') ||
    action === 'https://epayment.epymtservice.com/epay.jhtml'
  )
    return true
  if (
    [
      'caspioform',
      'ult-forgot-password-form',
      'ihf-login-form',
      'ihf-main-search-form',
      'frmCalc',
    ].includes(id)
  )
    return true
  if (['calculatedfields', 'sac-form', 'cp_tslotsbooking_pform'].some((p) => id.includes(p)))
    return true
  if (['cp_tslotsbooking_pform', 'tribe-bar-form'].some((p) => name.includes(p))) return true
  if (
    (id === 'subscriberForm' || name === 'subscriberForm') &&
    form.querySelector('input[name="actionType"][value="update"]') !== null
  )
    return true
  return form.querySelector(VF_CHILDREN) !== null
}

/** Forms that get no no-cookie field (besides the shared exclusions). */
export function excludedFromNoCookie(form: HTMLFormElement): boolean {
  return (
    parentHas(form, 'proinput') ||
    (attr(form, 'name') === 'options' && form.classList.contains('asp-fss-flex'))
  )
}
