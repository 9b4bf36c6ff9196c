import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { choose, renderForm, typeInto, type RenderedForm } from '../../test-support/render-form'

let form: RenderedForm | undefined
afterEach(() => {
  form?.unmount()
  form = undefined
})

function render(...args: Parameters<typeof renderForm>): RenderedForm {
  form = renderForm(...args)
  return form
}

const q = <T extends Element = HTMLElement>(el: Element, sel: string) => el.querySelector<T>(sel)!

/** The direct parts of a field's wrap, in document order, by role. */
function layout(el: HTMLElement, id: number): string[] {
  const names: string[] = []
  for (const child of q(el, `#nf-field-${id}-wrap`).children) {
    if (child.classList.contains('nf-field-label')) names.push('label')
    else if (child.classList.contains('nf-field-element')) names.push('element')
    else if (child.classList.contains('nf-field-description')) names.push('description')
  }
  return names
}

// As the original's templates: the DOM order never changes; the container's `label-{pos}`
// and `desc-{pos}` classes let the plugin's stylesheet place them (flex order).
describe('label position (label_pos)', () => {
  it.each(['above', 'left', 'below', 'right', 'hidden'])(
    '%s keeps label then element and marks the container',
    (pos) => {
      const { el } = render([{ type: 'textbox', label: 'Name', label_pos: pos }])
      expect(layout(el, 1)).toEqual(['label', 'element'])
      expect(q(el, '#nf-field-1-container').classList.contains(`label-${pos}`)).toBe(true)
      // Every position keeps the label tied to its input (hidden is for screen readers only).
      expect(q<HTMLLabelElement>(el, '#nf-label-field-1').htmlFor).toBe('nf-field-1')
    },
  )
})

describe('description position (desc_pos)', () => {
  it.each(['before_everything', 'before_label', 'after_field', 'none', ''])(
    '%s: the description follows the element in the wrap; the container says where',
    (pos) => {
      const { el } = render([
        { type: 'textbox', label: 'Name', desc_text: 'As on your passport', desc_pos: pos },
      ])
      expect(layout(el, 1)).toEqual(['label', 'element', 'description'])
      expect(q(el, '#nf-description-1').textContent).toBe('As on your passport')
      expect(q(el, '#nf-field-1-container').classList.contains(`desc-${pos}`)).toBe(true)
      expect(q(el, '#nf-field-1').getAttribute('aria-describedby')).toBe(
        'nf-description-1 nf-error-1',
      )
    },
  )
})

describe('"Other" on lists (show_other)', () => {
  const options = [
    { label: 'Red', value: 'red' },
    { label: 'Blue', value: 'blue' },
  ]

  it('lets a radio list take a typed answer, which becomes the value', () => {
    const { el, store } = render([{ type: 'listradio', label: 'Colour', options, show_other: 1 }])
    expect(q(el, '.nf-other-text')).toBeNull()
    act(() => q<HTMLInputElement>(el, '#nf-field-1-other').click())
    typeInto(q<HTMLInputElement>(el, '.nf-other-text'), 'Green')
    expect(store.getState().fields['1']!.value).toBe('Green')
    expect(q<HTMLInputElement>(el, '#nf-field-1-0').checked).toBe(false)
    // Picking a listed option again drops the typed answer.
    act(() => q<HTMLInputElement>(el, '#nf-field-1-1').click())
    expect(store.getState().fields['1']!.value).toBe('blue')
    expect(q(el, '.nf-other-text')).toBeNull()
  })

  it('adds a typed answer to a checkbox list beside the ticked options', () => {
    const { el, store } = render([
      { type: 'listcheckbox', label: 'Colours', options, show_other: 1 },
    ])
    act(() => q<HTMLInputElement>(el, '#nf-field-1-0').click())
    act(() => q<HTMLInputElement>(el, '#nf-field-1-other').click())
    typeInto(q<HTMLInputElement>(el, '.nf-other-text'), 'Green')
    expect(store.getState().fields['1']!.value).toEqual(['red', 'Green'])
    act(() => q<HTMLInputElement>(el, '#nf-field-1-other').click())
    expect(store.getState().fields['1']!.value).toEqual(['red'])
  })

  it('offers no "Other" entry without show_other', () => {
    const { el } = render([{ type: 'listradio', label: 'Colour', options }])
    expect(el.querySelector('#nf-field-1-other')).toBeNull()
  })
})

describe('image list orientation (list_orientation)', () => {
  const image_options = ['a', 'b', 'c', 'd'].map((v) => ({
    label: v.toUpperCase(),
    value: v,
    image: `https://example.com/${v}.png`,
  }))

  it('places images in num_columns columns horizontally, one column otherwise, as the original', () => {
    const { el } = render([
      {
        type: 'listimage',
        label: 'H',
        image_options,
        num_columns: 2,
        list_orientation: 'horizontal',
      },
      {
        type: 'listimage',
        label: 'V',
        image_options,
        num_columns: 2,
        list_orientation: 'vertical',
      },
    ])
    const items = (id: number) => [
      ...el.querySelectorAll<HTMLLIElement>(`#nf-field-${id}-container ul li`),
    ]
    expect(items(1).map((li) => li.style.gridColumn)).toEqual(['1', '2', '1', '2'])
    expect(items(2).map((li) => li.style.gridColumn)).toEqual(['', '', '', ''])
    expect(q<HTMLUListElement>(el, '#nf-field-1-container ul').style.display).toBe('grid')
  })
})

describe('disabled input (disable_input)', () => {
  it('disables text boxes, textareas and list choices so the visitor cannot change them', () => {
    const { el } = render([
      { type: 'textbox', label: 'Code', disable_input: 1, value: 'ABC' },
      { type: 'textarea', label: 'Notes', disable_input: '1' },
      { type: 'listradio', label: 'R', disable_input: 1, options: [{ label: 'A', value: 'a' }] },
      { type: 'listcheckbox', label: 'C', disable_input: 1, options: [{ label: 'A', value: 'a' }] },
      { type: 'textbox', label: 'Free' },
    ])
    expect(q<HTMLInputElement>(el, '#nf-field-1').disabled).toBe(true)
    expect(q<HTMLInputElement>(el, '#nf-field-1').value).toBe('ABC')
    expect(q<HTMLTextAreaElement>(el, '#nf-field-2').disabled).toBe(true)
    expect(q<HTMLInputElement>(el, '#nf-field-3-0').disabled).toBe(true)
    expect(q<HTMLInputElement>(el, '#nf-field-4-0').disabled).toBe(true)
    expect(q<HTMLInputElement>(el, '#nf-field-5').disabled).toBe(false)
  })
})

describe('classes (container_class, element_class)', () => {
  it('adds container_class to the container and element_class to the control', () => {
    const { el } = render([
      { type: 'textbox', label: 'N', container_class: 'wide two', element_class: 'big' },
      { type: 'listselect', label: 'S', element_class: 'pick', options: [] },
    ])
    const container = q(el, '#nf-field-1-container').classList
    expect(container.contains('wide')).toBe(true)
    expect(container.contains('two')).toBe(true)
    expect(container.contains('textbox-container')).toBe(true)
    const input = q(el, '#nf-field-1').classList
    expect(input.contains('big')).toBe(true)
    expect(input.contains('nf-element')).toBe(true)
    expect(q(el, '#nf-field-1').classList.contains('wide')).toBe(false)
    expect(q(el, '#nf-field-2').classList.contains('pick')).toBe(true)
  })
})

describe('autocomplete', () => {
  it.each([
    ['address', 'street-address'],
    ['address2', 'address-line2'],
    ['city', 'address-level2'],
    ['email', 'email'],
    ['firstname', 'given-name'],
    ['lastname', 'family-name'],
    ['zip', 'postal-code'],
    ['phone', 'tel'],
  ])('hints %s fields as %s', (type, hint) => {
    const { el } = render([{ type, label: type }])
    expect(q(el, '#nf-field-1').getAttribute('autocomplete')).toBe(hint)
  })

  it('uses custom_autocomplete over the hint, and "off" when the browser must not fill', () => {
    const { el } = render([
      { type: 'textbox', label: 'Nick', custom_autocomplete: 'nickname' },
      { type: 'email', label: 'E', custom_autocomplete: 'work email' },
      { type: 'email', label: 'E2', disable_browser_autocomplete: 1, custom_autocomplete: 'x' },
      { type: 'textarea', label: 'T', disable_browser_autocomplete: 1 },
      { type: 'textbox', label: 'Plain' },
      { type: 'confirm', label: 'Again' },
    ])
    const ac = (id: number) => q(el, `#nf-field-${id}`).getAttribute('autocomplete')
    expect(ac(1)).toBe('nickname')
    expect(ac(2)).toBe('work email')
    expect(ac(3)).toBe('off')
    expect(ac(4)).toBe('off')
    // A text box without a hint says `on`; the confirm field's template prints none.
    expect(ac(5)).toBe('on')
    expect(ac(6)).toBeNull()
  })
})

describe('before-fields and after-fields content', () => {
  it('shows them around the fields inside the form, through the sanitizer', () => {
    const sanitize = (h: string) => h.replace(/<script[\s\S]*?<\/script>/g, '')
    const { el } = render([{ type: 'textbox', label: 'N' }], {
      settings: {
        beforeFields: '<p class="intro">Fill <b>all</b> fields</p><script>bad()</script>',
        afterFields: '<p class="outro">Thanks</p>',
      },
      sanitize,
    })
    const form = q(el, 'form > div')
    const parts = [...form.children].map((c) => c.className)
    expect(parts).toEqual(['nf-before-form-content', 'nf-form-content ', 'nf-after-form-content'])
    expect(q(el, '.nf-before-form-content .intro b').textContent).toBe('all')
    expect(q(el, '.nf-before-form-content').innerHTML).not.toContain('script')
    expect(q(el, '.nf-after-form-content .outro').textContent).toBe('Thanks')
  })
})

describe('products into the total', () => {
  it('multiplies the chosen dropdown option price by its quantity field', () => {
    const { el, store } = render(
      [
        {
          type: 'product',
          label: 'Size',
          product_type: 'dropdown',
          product_price: 0,
          options: [
            { label: 'Choose', value: '', calc: '' },
            { label: 'Small', value: 'small', calc: 4.5 },
            { label: 'Large', value: 'large', calc: '7.25' },
          ],
        },
        { type: 'quantity', label: 'How many', product_assignment: 1, value: '2' },
        { type: 'total', label: 'Total' },
      ],
      { settings: { currencySymbol: '$' } },
    )
    const total = () => q(el, '#nf-field-3').textContent
    expect(total()).toBe('$0.00')
    choose(q<HTMLSelectElement>(el, '#nf-field-1'), 'large')
    expect(total()).toBe('$14.50')
    choose(q<HTMLSelectElement>(el, '#nf-field-1'), 'small')
    expect(total()).toBe('$9.00')
    expect(store.getState().fields['3']!.value).toBe('9.00')
  })

  it('adds the amount a visitor types into a user-entered product', () => {
    const { el } = render(
      [
        { type: 'product', label: 'Donation', product_type: 'user', product_price: 0 },
        { type: 'product', label: 'Card', product_price: 2, product_type: 'single' },
        { type: 'total', label: 'Total' },
      ],
      { settings: { currencySymbol: '$' } },
    )
    const total = () => q(el, '#nf-field-3').textContent
    expect(total()).toBe('$2.00')
    typeInto(q<HTMLInputElement>(el, '#nf-field-1'), '25.5')
    expect(total()).toBe('$27.50')
  })
})
