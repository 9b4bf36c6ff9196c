import type { Radio } from './radio'
import { formatCalcStep } from '../logic/calc/debug'
import type { FieldState, FormHooks } from '../logic/types'
import { fieldSnapshotModel } from './field-snapshot-model'

/** What {@link createTypeHooks} needs from the page. */
export interface TypeHooksOptions {
  readonly win: Window
  readonly radio: Radio
  /** The form model passed to `forms: maybe:validate` (see form-model-shim.ts). */
  readonly form: () => unknown
}

type JQueryFn = (el: unknown) => unknown

/** The field's input as the original passed it: a jQuery object when jQuery is present. */
function elementOf(win: Window, field: FieldState): unknown {
  const el = win.document.getElementById(`nf-field-${field.id}`)
  const jq = (win as unknown as { jQuery?: unknown }).jQuery
  return typeof jq === 'function' ? (jq as JQueryFn)(el ?? []) : el
}

/** `console.log` while `window.nfLocaleConverterDebug` is truthy, read when asked. */
export function numberLog(win: Window): ((line: string) => void) | undefined {
  return (win as unknown as { nfLocaleConverterDebug?: unknown }).nfLocaleConverterDebug
    ? (line) => console.log(line)
    : undefined
}

const answered = (v: unknown) => v !== undefined && v !== null

/**
 * The add-on hooks of one form, asked on the bus as the original asked them (contract b):
 * `<type>: get:calcValue (model)`, `<type>: get:submitData (entry, model)`, `<type>:
 * validate:required (el, model)`, `<type>: before:updateField (el, model)` and `forms:
 * maybe:validate (form)`; `window.nfCalculationsDebug` turns on the calculation log and
 * `window.nfLocaleConverterDebug` the number decode/encode log. A
 * reply that throws is reported by the bus and counts as no answer.
 */
export function createTypeHooks({ win, radio, form }: TypeHooksOptions): FormHooks {
  const ask = (type: string, name: string, ...args: unknown[]) =>
    radio.channel(type).request(name, ...args)
  return {
    calcValue: (field) =>
      radio.channel(field.def.type).replies('get:calcValue')
        ? ask(field.def.type, 'get:calcValue', fieldSnapshotModel(field))
        : undefined,
    calcDebug: () =>
      (win as unknown as { nfCalculationsDebug?: unknown }).nfCalculationsDebug
        ? (step) => console.log(formatCalcStep(step))
        : undefined,
    localeDebug: () => numberLog(win),
    submitData: (entry, field) =>
      ask(field.def.type, 'get:submitData', entry, fieldSnapshotModel(field)),
    validateRequired(field) {
      const filled = ask(
        field.def.type,
        'validate:required',
        elementOf(win, field),
        fieldSnapshotModel(field),
      )
      return answered(filled) ? Boolean(filled) : undefined
    },
    beforeUpdate(field, value) {
      // Asked on every keystroke: the element and model are built only when someone replies.
      if (!radio.channel(field.def.type).replies('before:updateField')) return value
      const own = ask(
        field.def.type,
        'before:updateField',
        elementOf(win, field),
        fieldSnapshotModel(field),
      )
      return own === undefined ? value : own
    },
    maybeValidate: () => radio.channel('forms').request('maybe:validate', form()) !== false,
  }
}
