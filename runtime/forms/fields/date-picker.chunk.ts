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

/**
 * Keys of the input the calendar leaves alone while typing is allowed: ArrowDown (or
 * Alt+ArrowDown) opens it and moves focus to the chosen day, else today, else the first day
 * (the calendar's own keys then move the day, pick it with Enter and close with Escape);
 * Escape closes a calendar that opened on focus, leaving focus in the input (WCAG 1.4.13).
 */
function calendarKeys(picker: flatpickr.Instance, e: KeyboardEvent): void {
  if (e.key === 'Escape' && picker.isOpen) {
    e.preventDefault()
    picker.close()
  } else if (e.key === 'ArrowDown' && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
    e.preventDefault()
    if (!picker.isOpen) picker.open()
    const days = picker.calendarContainer.querySelectorAll<HTMLElement>(
      '.flatpickr-day:not(.flatpickr-disabled):not(.prevMonthDay):not(.nextMonthDay)',
    )
    const day =
      [...days].find((d) => d.classList.contains('selected')) ??
      [...days].find((d) => d.classList.contains('today')) ??
      days[0]
    day?.focus()
  }
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
    const keys = (e: KeyboardEvent) => calendarKeys(picker, e)
    input.addEventListener('keydown', keys)
    return () => {
      input.removeEventListener('keydown', keys)
      picker.destroy()
    }
  },
  today: (pattern) => format(new Date(), pattern),
}

registerChunk('date-picker', chunk)
