import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm, typeInto, type RenderedForm } from '../../test-support/render-form'
import type { FormHooks } from '../logic/types'
import type { FieldDef } from '../page-data'
import { listenFieldDomEvents } from '../addon-api/field-dom-events'

let rendered: RenderedForm | undefined
afterEach(() => rendered?.unmount())

function render(
  fields: Partial<FieldDef>[],
  settings: Record<string, unknown> = {},
  sanitize?: (html: string) => string,
  hooks?: FormHooks,
) {
  rendered = renderForm(fields, { settings, sanitize, hooks })
  return { ...rendered, radio: rendered.ctx.radio }
}

const q = <T extends Element>(el: Element, sel: string) => el.querySelector<T>(sel)!

describe('FormView', () => {
  it('renders the contract DOM with labelled, described controls', () => {
    const { el } = render([
      {
        type: 'textbox',
        label: 'Name',
        required: 1,
        help_text: 'Your full name',
        placeholder: 'Ada',
      },
      { type: 'submit', label: 'Send' },
    ])
    const input = q<HTMLInputElement>(el, '#nf-field-1')
    // As the original: label, a space, the mark, and the help icon with hidden text.
    expect(q(el, '#nf-label-field-1').textContent).toBe('Name *Your full name')
    expect(q(el, '#nf-label-field-1 .nf-help #hidden-help-text-1').textContent).toBe(
      'Your full name',
    )
    expect(q<HTMLLabelElement>(el, '#nf-label-field-1').htmlFor).toBe('nf-field-1')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.required).toBe(true)
    expect(input.getAttribute('aria-describedby')).toBe('nf-error-1')
    expect(input.getAttribute('aria-labelledby')).toBe('nf-label-field-1')
    expect(input.placeholder).toBe('Ada')
    expect(input.name).toBe('nf-field-1-textbox')
    expect(q(el, '#nf-field-1-container').className).toContain('textbox-container')
    expect(q(el, '#nf-form-errors-7').getAttribute('role')).toBe('alert')
    expect(q<HTMLInputElement>(el, '#nf-field-hp-7').name).toBe('nf-field-hp')
  })

  it('shows a required error on blur, marks the control invalid and disables submit', () => {
    const { el } = render([
      { type: 'textbox', label: 'Name', required: 1 },
      { type: 'submit', label: 'Send' },
    ])
    const input = q<HTMLInputElement>(el, '#nf-field-1')
    act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(q(el, '#nf-error-1 .nf-error-required-error').textContent).toBe(
      'This is a required field.',
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain('nf-error-1')
    expect(q<HTMLInputElement>(el, '#nf-field-2').disabled).toBe(true)
    typeInto(input, 'Ada')
    expect(el.querySelector('#nf-error-1 .nf-error-msg')).toBeNull()
    expect(q<HTMLInputElement>(el, '#nf-field-2').disabled).toBe(false)
  })

  it('counts the characters left of an input limit', () => {
    const { el, store } = render([
      {
        type: 'textarea',
        label: 'Message',
        input_limit: 10,
        input_limit_type: 'characters',
        input_limit_msg: 'left',
      },
    ])
    const area = q<HTMLTextAreaElement>(el, '#nf-field-1')
    expect(area.maxLength).toBe(10)
    typeInto(area, 'Hello')
    // "{left} {of} {limit} {input_limit_msg}" after the field, as the original's counter.
    expect(q(el, '#nf-field-1-container .nf-after-field .nf-input-limit').textContent).toBe(
      '5 of 10 left',
    )
    expect(store.getState().fields['1']?.value).toBe('Hello')
  })

  it('truncates a word-limited entry and keeps the remaining word count', () => {
    const { el, store } = render([
      { type: 'textbox', label: 'Tags', input_limit: 2, input_limit_type: 'words' },
    ])
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), 'one two three')
    expect(store.getState().fields['1']?.value).toBe('one two')
    expect(q(el, '.nf-input-limit').textContent).toMatch(/^0 of 2 /)
  })

  it('gives a multi-select 5 rows by default and stores every chosen value', () => {
    const options = ['a', 'b', 'c'].map((v, i) => ({
      label: v.toUpperCase(),
      value: v,
      calc: '',
      selected: 0,
      order: i,
    }))
    const { el, store } = render([{ type: 'listmultiselect', label: 'Pick', options }])
    const select = q<HTMLSelectElement>(el, '#nf-field-1')
    expect(select.multiple).toBe(true)
    expect(select.getAttribute('size')).toBe('5')
    act(() => {
      select.options[0]!.selected = true
      select.options[2]!.selected = true
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(store.getState().fields['1']?.value).toEqual(['a', 'c'])
  })

  it('offers no new-term input on terms, as the original never prints one', () => {
    const { el } = render([{ type: 'terms', label: 'Topics', options: [], add_new_terms: 1 }])
    expect(el.querySelectorAll('#nf-field-1-container input')).toHaveLength(0)
  })

  it('makes the star rating a radio group of number_of_stars choices', () => {
    const { el, store } = render([{ type: 'starrating', label: 'Rating', number_of_stars: 4 }])
    const stars = el.querySelectorAll<HTMLInputElement>('[role=radiogroup] input[type=radio]')
    expect(stars).toHaveLength(4)
    expect(q(el, '[role=radiogroup]').getAttribute('aria-labelledby')).toBe('nf-label-field-1')
    act(() => stars[2]!.click())
    expect(store.getState().fields['1']?.value).toBe('3')
    // The plugin's rating stylesheet draws `.star` and `.star.fullStar`.
    expect(el.querySelectorAll('.stars .star.fullStar')).toHaveLength(3)
    expect(el.querySelectorAll('.stars .star')).toHaveLength(4)
  })

  it('lays an image list out in num_columns columns with checkboxes for multi-select', () => {
    const image_options = [1, 2, 3, 4].map((n) => ({
      label: `Pic ${n}`,
      value: `p${n}`,
      image: `https://img.example/${n}.png`,
      order: n,
    }))
    const { el } = render([
      {
        type: 'listimage',
        label: 'Pictures',
        image_options,
        num_columns: 2,
        allow_multi_select: 1,
        show_option_labels: 1,
      },
    ])
    const list = q<HTMLUListElement>(el, '#nf-field-1-container ul')
    expect(list.getAttribute('role')).toBe('group')
    expect(el.querySelectorAll('ul input[type=checkbox]')).toHaveLength(4)
    // Named by its option as the original names it; the picture keeps its own alt text.
    expect(q(el, '#nf-field-1-0').getAttribute('aria-label')).toBe('Pic 1')
    expect(q(el, 'label[for="nf-field-1-0"]').textContent).toBe('Pic 1')
  })

  it('never turns an image option into a script URL', () => {
    const image_options = [{ label: 'Bad', value: 'x', image: 'javascript:alert(1)' }]
    const { el } = render([{ type: 'listimage', label: 'Pictures', image_options }])
    expect(el.querySelector('#nf-field-1-container img')).toBeNull()
    expect(q(el, '#nf-field-1-0').getAttribute('aria-label')).toBe('Bad')
  })

  it('shows markup in a label as text when no sanitizer was loaded', () => {
    const { el } = render([{ type: 'textbox', label: '<img src=x onerror=alert(1)>Name' }])
    expect(el.querySelector('#nf-label-field-1 img')).toBeNull()
    expect(q(el, '#nf-label-field-1').textContent).toContain('<img')
  })

  it('adds the honeypot form error when the hidden input gets text', () => {
    const { el, store } = render([{ type: 'submit', label: 'Send' }])
    act(() => {
      const hp = q<HTMLInputElement>(el, '#nf-field-hp-7')
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(hp, 'bot')
      hp.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(store.getState().formErrors.honeyPot).toBeDefined()
    expect(el.querySelector('#nf-form-errors-7 .nf-error-honeyPot')).not.toBeNull()
  })

  it('shows each keystroke in a calculation display and still follows its visibility', () => {
    // Stands in for DOMPurify: drops script elements.
    const sanitize = (h: string) => h.replace(/<script[\s\S]*?<\/script>/g, '')
    const { store, el } = render(
      [
        { type: 'number', key: 'qty' },
        {
          type: 'html',
          key: 'show',
          default: '<p>Twice: <b>{calc:twice}</b><script>x()</script></p>',
        },
      ],
      { calculations: [{ name: 'twice', eq: '{field:qty} * 2', dec: '2' }] },
      sanitize,
    )
    const display = q<HTMLElement>(el, '#nf-field-2')
    expect(display.textContent).toBe('Twice: 0.00')
    const span = q(display, 'span[data-key]')
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), '4')
    expect(display.textContent).toBe('Twice: 8.00')
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), '4.25')
    expect(display.textContent).toBe('Twice: 8.50')
    // Updated in place: the same element, never re-parsed, and the script stays out.
    expect(q(display, 'span[data-key]')).toBe(span)
    expect(display.querySelector('script')).toBeNull()
    act(() => store.setVisible('2', false))
    expect(q<HTMLElement>(el, '#nf-field-2-container').hidden).toBe(true)
    act(() => store.reset())
    expect(q<HTMLElement>(el, '#nf-field-2').textContent).toBe('Twice: 0.00')
  })
  it('re-renders only the field a keystroke changed, not the others or the form around it', () => {
    // Markup is sanitized as it renders, so the sanitizer's calls show what was drawn again.
    const sanitize = vi.fn((h: string) => h)
    const { el } = render(
      [
        { type: 'textbox', key: 'name', desc_text: '<b>Your name</b>' },
        { type: 'textbox', key: 'city', desc_text: '<i>Your city</i>' },
        { type: 'submit', label: 'Send' },
      ],
      { beforeForm: '<p>Before the form</p>', afterForm: '<p>After the form</p>' },
      sanitize,
    )
    const city = q<HTMLInputElement>(el, '#nf-field-2')
    sanitize.mockClear()
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), 'Ada')
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), 'Ada L')
    const drawn = sanitize.mock.calls.map(([h]) => h)
    expect(drawn).not.toContain('<i>Your city</i>')
    expect(drawn).not.toContain('<p>Before the form</p>')
    expect(drawn).not.toContain('<p>After the form</p>')
    expect(q<HTMLInputElement>(el, '#nf-field-1').value).toBe('Ada L')
    expect(q<HTMLInputElement>(el, '#nf-field-2')).toBe(city)
    // Changes of the form around the fields still show.
    expect(q<HTMLInputElement>(el, '.submit-container input').disabled).toBe(false)
  })

  it('shows in a number input what is typed, and the stored value when the store changes it', () => {
    // An add-on that stores no value above 10 (its `before:updateField` reply).
    const beforeUpdate = (_f: unknown, v: unknown) => (Number(v) > 10 ? '10' : v)
    const { store, el } = render(
      [
        { type: 'number', key: 'qty' },
        { type: 'number', key: 'other', value: '3' },
        { type: 'html', key: 'show', default: '<p>{calc:twice}</p>' },
      ],
      { calculations: [{ name: 'twice', eq: '{field:qty} * 2', dec: '2' }] },
      (h) => h,
      { beforeUpdate },
    )
    const qty = q<HTMLInputElement>(el, '#nf-field-1')
    const other = q<HTMLInputElement>(el, '#nf-field-2')
    expect(other.value).toBe('3')
    typeInto(qty, '4')
    expect(qty.value).toBe('4')
    expect(q(el, '#nf-field-3').textContent).toBe('8.00')
    // The store kept another value than the one typed: the input shows the stored one.
    typeInto(qty, '42')
    expect(qty.value).toBe('10')
    expect(q(el, '#nf-field-3').textContent).toBe('20.00')
    // Text in another input that has not reported it yet is left alone by this change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(other, '7')
    typeInto(qty, '5')
    expect(other.value).toBe('7')
    // A value set by the store (a script, a reset) shows in the input.
    act(() => store.setValue('2', '9'))
    expect(other.value).toBe('9')
    act(() => store.reset())
    expect(qty.value).toBe('')
    expect(other.value).toBe('3')
    expect(q(el, '#nf-field-3').textContent).toBe('0.00')
  })

  it('takes a number from a change event alone, and announces each new value once', () => {
    const { store, el, radio } = render([{ type: 'number', key: 'qty' }])
    const announced: unknown[] = []
    radio
      .channel('fields')
      .on('change:modelValue', (...args: unknown[]) =>
        announced.push((args[0] as { get(k: string): unknown }).get('value')),
      )
    const qty = q<HTMLInputElement>(el, '#nf-field-1')
    typeInto(qty, '4')
    // The change event a browser fires on blur brings nothing new.
    act(() => void qty.dispatchEvent(new Event('change', { bubbles: true })))
    // A script that sets the value and fires only change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(qty, '6')
    act(() => void qty.dispatchEvent(new Event('change', { bubbles: true })))
    expect(store.getState().fields['1']?.value).toBe('6')
    expect(announced).toEqual(['4', '6'])
  })

  it('announces field events with the field model, as add-ons listening on the bus read them', () => {
    const { store, el, radio } = render([{ type: 'textbox', key: 'name' }])
    type Model = { id: string; get(k: string): unknown }
    const seen: string[] = []
    for (const channel of ['fields', 'field-1', 'textbox']) {
      const ch = radio.channel(channel)
      ch.on('change:modelValue', (...a: unknown[]) => {
        const m = a[0] as Model
        seen.push(`${channel} value ${m.id}=${String(m.get('value'))} ${String(m.get('key'))}`)
      })
      ch.on('keyup:field', (...a: unknown[]) => {
        const [input, m, code] = a as [HTMLElement, Model, number]
        seen.push(`${channel} keyup ${input.id} ${m.id} ${code}`)
      })
      ch.on('blur:field', (...a: unknown[]) => {
        const [input, m] = a as [HTMLElement, Model]
        seen.push(`${channel} blur ${input.id} ${m.id}`)
      })
    }
    const input = q<HTMLInputElement>(el, '#nf-field-1')
    typeInto(input, 'Ann')
    act(() => void input.dispatchEvent(new KeyboardEvent('keyup', { keyCode: 78, bubbles: true })))
    act(() => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(store.getState().fields['1']?.value).toBe('Ann')
    expect(seen).toEqual([
      'field-1 value 1=Ann name',
      'textbox value 1=Ann name',
      'fields value 1=Ann name',
      'field-1 keyup nf-field-1 1 78',
      'textbox keyup nf-field-1 1 78',
      'fields keyup nf-field-1 1 78',
      'field-1 blur nf-field-1 1',
      'textbox blur nf-field-1 1',
      'fields blur nf-field-1 1',
    ])
  })
  it('announces click:field and change:field once per change, whether or not the control announces it', async () => {
    // Each visitor action is a task of its own; start after the earlier tests' task.
    await new Promise((resolve) => setTimeout(resolve))
    const { store, el, radio } = render([
      { type: 'textbox', key: 'name' },
      { type: 'checkbox', key: 'agree' },
    ])
    const stop = listenFieldDomEvents(el, { store, radio })
    const seen: string[] = []
    for (const event of ['click:field', 'change:field'])
      radio.channel('fields').on(event, (...a: unknown[]) => {
        const [input, m] = a as [HTMLElement, { id: string }]
        seen.push(`${event} ${input.id} ${m.id}`)
      })
    const name = q<HTMLInputElement>(el, '#nf-field-1')
    typeInto(name, 'Ann')
    act(() => void name.dispatchEvent(new Event('change', { bubbles: true })))
    act(() => q<HTMLInputElement>(el, '#nf-field-2').click())
    expect(store.getState().fields['2']?.value).toBe(1)
    expect(seen).toEqual([
      'change:field nf-field-1 1',
      'change:field nf-field-2 2',
      'click:field nf-field-2 2',
    ])
    stop()
    act(() => void name.dispatchEvent(new Event('change', { bubbles: true })))
    expect(seen).toHaveLength(3)
  })
})
