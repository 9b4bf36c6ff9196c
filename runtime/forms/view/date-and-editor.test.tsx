import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DatePickerChunk, DatePickerOptions } from '../fields/date-picker.chunk'
import { choose, renderForm, type RenderedForm } from '../../test-support/render-form'

let form: RenderedForm | undefined
afterEach(() => {
  form?.unmount()
  form = undefined
  vi.useRealTimers()
})

function render(...args: Parameters<typeof renderForm>): RenderedForm {
  form = renderForm(...args)
  return form
}

const q = <T extends Element = HTMLElement>(el: Element, sel: string) => el.querySelector<T>(sel)!
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value)
/** Lets pending promise callbacks (a chunk's arrival) run and React commit what they set. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)))

describe('rich-text editor', () => {
  const rte = { type: 'textarea', label: 'Story', textarea_rte: 1 }

  it("is drawn in the original's markup: a hidden named textarea, the toolbar, the editor box", () => {
    const { el } = render([rte])
    const editor = q(el, '#nf-field-1')
    expect(editor.getAttribute('contenteditable')).toBe('true')
    // Blank: one empty paragraph, as the original's editor starts.
    expect(editor.className).toBe('ql-editor ql-blank')
    expect(editor.innerHTML).toBe('<p><br></p>')
    expect(editor.parentElement?.className).toBe('ql-container ql-snow')
    const wrapper = q(el, '.nf-field-element > .nf-quill-wrapper')
    expect(wrapper.firstElementChild?.className).toBe('ql-toolbar ql-snow')
    const named = q<HTMLTextAreaElement>(el, '.nf-field-element > textarea[name="nf-field-1"]')
    expect(named.style.display).toBe('none')
    expect(named.nextElementSibling).toBe(wrapper)
  })

  it('keeps the value as HTML, and blank as empty', () => {
    const { el, store } = render([rte])
    const editor = q(el, '#nf-field-1')
    act(() => {
      editor.innerHTML = '<p>Clay <b>included</b></p>'
      editor.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(store.getState().fields['1']!.value).toBe('<p>Clay <b>included</b></p>')
    expect(q<HTMLTextAreaElement>(el, 'textarea').value).toBe('<p>Clay <b>included</b></p>')
    expect(editor.classList.contains('ql-blank')).toBe(false)
    act(() => {
      editor.innerHTML = '<p><br></p>'
      editor.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(store.getState().fields['1']!.value).toBe('')
    expect(editor.classList.contains('ql-blank')).toBe(true)
  })

  it.each([
    ['allowed, logged in', 1, 5, true],
    ['allowed, anonymous visitor', 1, 0, false],
    ['not allowed, logged in', 0, 5, false],
    ['not allowed, anonymous', 0, 0, false],
  ])('media button: %s → %s', (_case, media, userId, shown) => {
    const { el } = render([{ ...rte, textarea_media: media }], { userId })
    expect(el.querySelector('[aria-label="Insert media"]') !== null).toBe(shown)
    // The other buttons are always there.
    expect(el.querySelector('[aria-label="Insert link"]')).not.toBeNull()
  })
})

describe('time selects', () => {
  it('runs 12, 01–11 with AM/PM in 12-hour mode (as the original), seeded from selected_hour/minute/ampm', () => {
    const { el, store } = render([
      {
        type: 'date',
        label: 'At',
        date_mode: 'time_only',
        selected_hour: '9',
        selected_minute: '30',
        selected_ampm: 'pm',
      },
    ])
    const hour = q<HTMLSelectElement>(el, '#nf-field-1')
    expect(options(hour)).toEqual([
      '12',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ])
    expect(hour.value).toBe('09')
    expect(q<HTMLSelectElement>(el, '#nf-field-1-minute').value).toBe('30')
    expect(options(q<HTMLSelectElement>(el, '#nf-field-1-minute'))).toHaveLength(60)
    expect(q<HTMLSelectElement>(el, '#nf-field-1-ampm').value).toBe('pm')
    // Time only holds nothing until a select changes, then the text the original posts
    // (the real server stores it as is; contract c's object is date-and-time's).
    expect(store.getState().fields['1']!.value).toBe('')
    choose(hour, '11')
    expect(store.getState().fields['1']!.value).toBe('11:30 pm')
  })

  it('runs 00–23 without am/pm in 24-hour mode, and posts no ampm', () => {
    const { el, store } = render([
      { type: 'date', label: 'At', date_mode: 'time_only', hours_24: 1, selected_hour: '17' },
    ])
    const hour = q<HTMLSelectElement>(el, '#nf-field-1')
    expect(options(hour)[0]).toBe('00')
    expect(options(hour).at(-1)).toBe('23')
    expect(hour.value).toBe('17')
    expect(el.querySelector('#nf-field-1-ampm')).toBeNull()
    expect(store.getState().fields['1']!.value).toBe('')
    choose(q<HTMLSelectElement>(el, '#nf-field-1-minute'), '05')
    expect(store.getState().fields['1']!.value).toBe('17:05')
  })

  it('puts the time selects beside the date input in date-and-time mode', () => {
    const { el, store } = render([
      {
        type: 'date',
        label: 'When',
        date_mode: 'date_and_time',
        date_format: 'YYYY-MM-DD',
        selected_hour: '8',
        selected_minute: '15',
        selected_ampm: 'am',
      },
    ])
    expect(q<HTMLInputElement>(el, '#nf-field-1').type).toBe('text')
    expect(q<HTMLSelectElement>(el, '#nf-field-1-time').value).toBe('08')
    choose(q<HTMLSelectElement>(el, '#nf-field-1-time-ampm'), 'pm')
    expect(store.getState().fields['1']!.value).toEqual({
      date: '',
      hour: '08',
      minute: '15',
      ampm: 'pm',
    })
  })
})

describe('date picker', () => {
  function picker(todayIs = '2026-03-15') {
    const attached: DatePickerOptions[] = []
    const chunk: DatePickerChunk = {
      attach: (_input, o) => {
        attached.push(o)
        return () => undefined
      },
      today: (pattern) => (pattern === 'yyyy-MM-dd' ? todayIs : `today in ${pattern}`),
    }
    return { chunk, attached }
  }

  it('limits the calendar to year_range_start–year_range_end in the field format', async () => {
    const { chunk, attached } = picker()
    const { el } = render(
      [
        {
          type: 'date',
          label: 'Born',
          date_format: 'DD.MM.YYYY',
          year_range_start: '1950',
          year_range_end: 2010,
        },
      ],
      { chunks: { 'date-picker': chunk } },
    )
    const input = q<HTMLInputElement>(el, '#nf-field-1')
    // The original shows the field's own placeholder only (none here), not the format.
    expect(input.placeholder).toBe('')
    act(() => input.focus())
    await settle()
    expect(attached).toHaveLength(1)
    expect(attached[0]).toMatchObject({ pattern: 'dd.MM.yyyy', minYear: 1950, maxYear: 2010 })
  })

  it('leaves the years open without a range', async () => {
    const { chunk, attached } = picker()
    const { el } = render([{ type: 'date', label: 'Day' }], { chunks: { 'date-picker': chunk } })
    act(() => q<HTMLInputElement>(el, '#nf-field-1').focus())
    await settle()
    expect(attached[0]!.minYear).toBeUndefined()
    expect(attached[0]!.maxYear).toBeUndefined()
  })

  it('starts an empty date at today with date_default, and only then', async () => {
    const { chunk } = picker('2026-03-15')
    const { el, store, loaded } = render(
      [
        { type: 'date', label: 'Today', date_format: 'YYYY-MM-DD', date_default: 1 },
        { type: 'date', label: 'Other', date_format: 'YYYY-MM-DD' },
        // Holds a date, so its calendar attaches at once (the third fetch).
        {
          type: 'date',
          label: 'Kept',
          date_format: 'YYYY-MM-DD',
          date_default: 1,
          value: '2020-01-02',
        },
        {
          type: 'date',
          label: 'With time',
          date_mode: 'date_and_time',
          date_format: 'YYYY-MM-DD',
          hours_24: 1,
          date_default: 1,
        },
      ],
      { chunks: { 'date-picker': chunk } },
    )
    await settle()
    expect(q<HTMLInputElement>(el, '#nf-field-1').value).toBe('2026-03-15')
    expect(store.getState().fields['1']!.value).toBe('2026-03-15')
    expect(q<HTMLInputElement>(el, '#nf-field-2').value).toBe('')
    expect(q<HTMLInputElement>(el, '#nf-field-3').value).toBe('2020-01-02')
    expect(store.getState().fields['4']!.value).toEqual({
      date: '2026-03-15',
      hour: '00',
      minute: '00',
    })
    // Filling in the default is no visitor action: no error shows on an untouched field.
    expect(store.getState().fields['1']!.clean).toBe(true)
    // An untouched empty date without the default fetches no calendar.
    expect(loaded.filter((n) => n === 'date-picker')).toHaveLength(3)
  })

  it('fills today again after a reset (clear-on-complete), and only where the date is empty', async () => {
    const { chunk } = picker('2026-03-15')
    const { el, store } = render(
      [
        { type: 'date', label: 'Today', date_format: 'YYYY-MM-DD', date_default: 1 },
        { type: 'date', label: 'Other', date_format: 'YYYY-MM-DD' },
      ],
      { chunks: { 'date-picker': chunk } },
    )
    await settle()
    act(() => {
      store.setValue('1', '2026-04-01')
      store.setValue('2', '2026-04-02')
    })
    expect(q<HTMLInputElement>(el, '#nf-field-1').value).toBe('2026-04-01')
    act(() => store.reset())
    await settle()
    expect(q<HTMLInputElement>(el, '#nf-field-1').value).toBe('2026-03-15')
    expect(store.getState().fields['1']!.value).toBe('2026-03-15')
    expect(q<HTMLInputElement>(el, '#nf-field-2').value).toBe('')
  })
})
