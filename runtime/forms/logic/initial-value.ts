import type { FieldDef } from '../page-data'
import { flagOf, isMultiValue, optionsOf, str } from './field-props'

/**
 * A field's value as loaded: the printed `value` in the shape the submit request posts
 * (checkbox 1/0, multi lists an array, date-and-time an object).
 */
export function initialValue(def: FieldDef): unknown {
  const raw = def.value === undefined || def.value === null ? '' : def.value
  switch (def.type) {
    case 'checkbox':
      return raw === 'checked' || raw === 1 || raw === '1' || flagOf(def, 'checked') ? 1 : 0
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
        return String(raw) === '' ? [] : String(raw).split(',')
      }
      return String(raw) !== '' ? String(raw) : (selected[0] ?? '')
    }
    case 'date': {
      const mode = str(def, 'date_mode') || 'date_only'
      if (mode === 'date_only') return String(raw)
      const time: Record<string, string> = {
        date: String(raw),
        hour: str(def, 'selected_hour'),
        minute: str(def, 'selected_minute'),
      }
      if (!flagOf(def, 'hours_24')) time.ampm = str(def, 'selected_ampm') || 'am'
      return time
    }
    default:
      return String(raw)
  }
}
