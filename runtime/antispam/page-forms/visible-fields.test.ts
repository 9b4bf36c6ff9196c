import { afterEach, describe, expect, it } from 'vitest'
import { fromBase64 } from '../storage/base64'
import { excludedFromBoth, excludedFromNoCookie, excludedFromVisibleFields } from './exclusions'
import { createFormProcessor } from './process-forms'
import { collectVisibleFields } from './visible-fields'
import { createNoCookieFields } from './no-cookie-field'

afterEach(() => {
  document.body.innerHTML = ''
})

const form = (html: string, attrs = '') => {
  document.body.innerHTML = `<form ${attrs}>${html}</form>`
  return document.forms[0]!
}

describe('the visible-fields record', () => {
  it('names visible and invisible fields and skips submits, unnamed, ct_checkjs, radios and checkboxes', () => {
    const f = form(`
      <input name="author"><input name="email" type="email"><textarea name="comment"></textarea>
      <textarea name="content" class="wp-editor-area" style="display:none"></textarea>
      <input type="hidden" name="comment_post_ID" value="1">
      <input name="trap" style="display: none"><input name="ghost" style="visibility:hidden">
      <select name="faint" style="opacity:0"><option>a</option></select>
      <input type="submit" name="submit"><input placeholder="no name"><input name="ct_checkjs_cf7" type="hidden">
      <input type="radio" name="r" style="display:none"><input type="checkbox" name="c">`)
    expect(collectVisibleFields(f)).toEqual({
      visible_fields: 'author email comment content',
      visible_fields_count: 4,
      invisible_fields: 'comment_post_ID trap ghost faint',
      invisible_fields_count: 4,
    })
  })

  it('reads computed styles once per field in a single pass', () => {
    const f = form('<input name="a"><input name="b"><input type="hidden" name="h">')
    const read: string[] = []
    collectVisibleFields(f, (el) => {
      read.push((el as HTMLInputElement).name)
      return { display: 'block', visibility: 'visible', opacity: '1' }
    })
    expect(read).toEqual(['a', 'b'])
  })
})

describe('form exclusions', () => {
  it.each([
    ['method="get"', '', true],
    ['method="get" id="twt_cc_signup"', '', false],
    ['method="get"', '<div class="nf-form-content"></div>', false],
    ['class="give-form"', '', true],
    ['id="calculatedfields_form_1"', '', true],
    ['name="tribe-bar-form"', '', true],
    ['action="https://x.activehosted.com/proc.php"', '', true],
    ['', '<a name="login"></a>', true],
    ['', '<input name="option" value="com_vikbooking">', true],
    ['', '<input type="hidden" id="apbct_visible_fields_0" name="apbct_visible_fields">', true],
    ['id="subscriberForm"', '<input name="actionType" value="update">', true],
    ['method="post" class="comment-form"', '', false],
  ])('visible fields: form %s %s excluded = %s', (attrs, html, excluded) => {
    expect(excludedFromVisibleFields(form(html, attrs))).toBe(excluded)
  })

  it('applies the shared and no-cookie exclusions', () => {
    expect(excludedFromBoth(form('', 'class="woocommerce-form-login"'))).toBe(true)
    expect(excludedFromBoth(form('', 'action="https://secure.payu.com/pay"'))).toBe(true)
    expect(excludedFromBoth(form('<fieldset class="asl_sett_scroll"></fieldset>'))).toBe(true)
    document.body.innerHTML = '<div class="proinput"><form></form></div>'
    expect(excludedFromNoCookie(document.forms[0]!)).toBe(true)
    expect(excludedFromNoCookie(form('', 'name="options" class="asp-fss-flex"'))).toBe(true)
  })
})

describe('form processing', () => {
  it('adds apbct_visible_fields_<i> with base64 {"0":record} before the last no-cookie field', () => {
    document.body.innerHTML = `<form method="get" role="search"><input name="s"></form>
      <form method="post"><input name="email"></form><form method="post"><input name="x"></form>`
    const noCookie = createNoCookieFields(document, () => '_ct_no_cookie_data_e30=')
    createFormProcessor({ doc: document, visibleFieldsRequired: true, noCookie }).scan()
    const second = document.forms[1]!
    expect(document.forms[0]!.querySelector('input[name="apbct_visible_fields"]')).toBeNull()
    const input = second.querySelector<HTMLInputElement>('#apbct_visible_fields_1')!
    expect(input.name).toBe('apbct_visible_fields')
    expect(JSON.parse(fromBase64(input.value)!)).toEqual({
      0: {
        visible_fields: 'email',
        visible_fields_count: 1,
        invisible_fields: 'ct_no_cookie_hidden_field',
        invisible_fields_count: 1,
      },
    })
    expect(second.lastElementChild?.getAttribute('name')).toBe('ct_no_cookie_hidden_field')
    expect(document.forms[2]!.querySelector('#apbct_visible_fields_2')).not.toBeNull()
  })

  it('adds nothing when data__visible_fields_required is false, and each form once', () => {
    document.body.innerHTML = `<form><input name="a"></form>`
    const p = createFormProcessor({ doc: document, visibleFieldsRequired: false })
    p.scan()
    expect(document.querySelector('[name="apbct_visible_fields"]')).toBeNull()
    const q = createFormProcessor({ doc: document, visibleFieldsRequired: true })
    q.scan()
    q.scan()
    expect(document.querySelectorAll('[name="apbct_visible_fields"]')).toHaveLength(1)
  })
})
