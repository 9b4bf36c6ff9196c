import { afterEach, describe, expect, it } from 'vitest'
import { createNoCookieFields } from './no-cookie-field'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the no-cookie hidden field', () => {
  it('is the last child of forms with no method or POST only, with the wire attributes', () => {
    document.body.innerHTML = `<form><input name="a"></form><form method="POST"></form><form method="get"></form>`
    const fields = createNoCookieFields(document, () => '_ct_no_cookie_data_e30=')
    fields.attach(document.forms)
    fields.attach(document.forms)
    const [a, b, c] = [...document.forms]
    expect(a!.lastElementChild?.outerHTML).toBe(
      '<input name="ct_no_cookie_hidden_field" value="_ct_no_cookie_data_e30=" type="hidden" class="apbct_special_field ct_no_cookie_hidden_field">',
    )
    expect((a!.lastElementChild as HTMLInputElement).value).toBe('_ct_no_cookie_data_e30=')
    expect(b!.querySelectorAll('[name="ct_no_cookie_hidden_field"]')).toHaveLength(1)
    expect(c!.querySelector('[name="ct_no_cookie_hidden_field"]')).toBeNull()
  })

  it('rewrites the DOM only when the payload changed', () => {
    document.body.innerHTML = `<form></form>`
    let payload = '_ct_no_cookie_data_AAAA'
    const fields = createNoCookieFields(document, () => payload)
    fields.attach(document.forms)
    const input = document.querySelector<HTMLInputElement>('[name="ct_no_cookie_hidden_field"]')!
    const writes: string[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => writes.push(r.type)))
    observer.observe(document.body, { subtree: true, attributes: true, childList: true })
    fields.refresh()
    fields.refresh()
    expect(input.value).toBe('_ct_no_cookie_data_AAAA')
    payload = '_ct_no_cookie_data_BBBB'
    fields.refresh()
    expect(input.value).toBe('_ct_no_cookie_data_BBBB')
    fields.refresh()
    observer.takeRecords().forEach((r) => writes.push(r.type))
    observer.disconnect()
    // One attribute write for the one change; unchanged refreshes touch nothing.
    expect(writes).toEqual(['attributes'])
  })
})
