import type { FieldDef } from '../page-data'
import { flagOf, isMultiValue, numOf, optionsOf, str } from './field-props'

const SELECTS: ReadonlySet<string> = new Set(['listselect', 'liststate', 'listcountry'])

/**
 * A field's value as loaded: the printed `value` in the shape the submit request posts
 * (checkbox 1/0, multi lists an array, date-and-time an object).
 */
export function initialValue(def: FieldDef): unknown {
  const raw = def.value === undefined || def.value === null ? '' : def.value
  switch (def.type) {
    case 'checkbox':
      // The original ticks a checkbox by `default_value` alone; the printed value (the
      // server copies an export's `default` into it) does not count.
      return str(def, 'default_value') === 'checked' ? 1 : 0
    case 'listcheckbox':
    case 'listmultiselect':
    case 'terms':
    case 'listimage':
    case 'listradio':
    case 'listselect':
    case 'liststate':
    case 'listcountry': {
      const selected = optionsOf(def)
        .filter((o) => o.selected)
        .map((o) => o.value)
      if (isMultiValue(def)) {
        if (selected.length > 0) return selected
        // Untouched terms with nothing ticked keep the printed '' (the original posts it and
        // the server stores ''); the other lists post [].
        if (String(raw) === '') return def.type === 'terms' ? '' : []
        return String(raw).split(',')
      }
      // A dropdown starts on its selected option, else its first (a first option with an
      // empty value is a placeholder the required check catches), as the original.
      const first = optionsOf(def)[0]
      if (SELECTS.has(def.type) && first) return selected[0] ?? first.value
      return String(raw) !== '' ? String(raw) : (selected[0] ?? '')
    }
    case 'date': {
      const mode = str(def, 'date_mode') || 'date_only'
      // A time-only field holds nothing until a select changes, as the original.
      if (mode === 'date_only' || mode === 'time_only') return String(raw)
      // What the time selects show: selected_hour/minute two-digit, else 12 (00 in 24 h) and 00.
      const h24 = flagOf(def, 'hours_24')
      const time: Record<string, string> = {
        date: String(raw),
        hour: twoDigits(numOf(def, 'selected_hour') ?? (h24 ? 0 : 12)),
        minute: twoDigits(numOf(def, 'selected_minute') ?? 0),
      }
      if (!h24) time.ampm = str(def, 'selected_ampm') || 'am'
      return time
    }
    default:
      return String(raw)
  }
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0')
}
