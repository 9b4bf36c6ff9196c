// The unit-test tsconfig includes only test files, so name the declarations of text imports.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../text-imports.d.ts" />
/**
 * Lazily loaded chunk (`dist/date-picker.js`): the calendar (flatpickr) with date-fns
 * formatting, loaded only when a form has a date field.
 */
import { format, parse, isValid } from 'date-fns'
import flatpickr from 'flatpickr'
import css from 'flatpickr/dist/flatpickr.min.css' with { type: 'text' }
import { registerChunk } from '../../core/chunk-loader'

/** Options of {@link DatePickerChunk.attach}. */
export interface DatePickerOptions {
  /** date-fns pattern of the field's format. */
  readonly pattern: string
  readonly minYear?: number
  readonly maxYear?: number
  /** 0 = Sunday (WordPress `start_of_week`). */
  readonly firstDayOfWeek: number
  readonly onChange: (text: string) => void
}

/** What the `date-picker` chunk registers. */
export interface DatePickerChunk {
  /** Attaches a calendar to `input`; returns a function that removes it. */
  attach(input: HTMLInputElement, options: DatePickerOptions): () => void
  /** Today's date in a date-fns pattern (`date_default`). */
  today(pattern: string): string
}

let styled = false
function addStyles(): void {
  if (styled) return
  styled = true
  const style = document.createElement('style')
  style.dataset.bramble = 'date-picker'
  style.textContent = css
  document.head.appendChild(style)
}

const chunk: DatePickerChunk = {
  attach(input, options) {
    addStyles()
    const { pattern } = options
    // What the visitor typed before the calendar arrived stays as typed (flatpickr would
    // reformat or clear a partial date on creation); it is read again on blur as usual.
    const typed = input.value
    const picker = flatpickr(input, {
      allowInput: true,
      disableMobile: true,
      locale: { firstDayOfWeek: options.firstDayOfWeek },
      minDate: options.minYear ? new Date(options.minYear, 0, 1) : undefined,
      maxDate: options.maxYear ? new Date(options.maxYear, 11, 31) : undefined,
      formatDate: (date) => format(date, pattern),
      parseDate: (text) => {
        const d = parse(text, pattern, new Date())
        return isValid(d) ? d : (undefined as unknown as Date)
      },
      onChange: (_dates, text) => options.onChange(text),
    })
    if (input.value !== typed) input.value = typed
    // Attached on the input's first focus: the calendar shows as it would have on that focus.
    if (input.ownerDocument.activeElement === input) picker.open()
    return () => picker.destroy()
  },
  today: (pattern) => format(new Date(), pattern),
}

registerChunk('date-picker', chunk)
