/** The per-form visible-fields record (contract d, wire). */
export interface VisibleFieldsRecord {
  readonly visible_fields: string
  readonly visible_fields_count: number
  readonly invisible_fields: string
  readonly invisible_fields_count: number
}

/** The computed-style properties the record depends on. */
export type StyleReader = (
  el: Element,
) => Pick<CSSStyleDeclaration, 'display' | 'visibility' | 'opacity'>

// Submits, radios, checkboxes, unnamed fields and `ct_checkjs*` are left out by the query
// itself: the script then only reads each field's visibility.
const SKIP =
  ':not([name=""], [name^="ct_checkjs"], [type="submit" i], [type="radio" i], [type="checkbox" i])'
const FIELDS = `input[name]${SKIP}, select[name]${SKIP}, textarea[name]${SKIP}`

function isInvisible(el: HTMLElement, style: StyleReader): boolean {
  // The classic editor's textarea is hidden behind TinyMCE yet is what the visitor types in.
  if (el.classList.contains('wp-editor-area')) return false
  if (el.getAttribute('type') === 'hidden') return true
  const s = style(el)
  return s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0'
}

/**
 * Names of a form's visible and invisible fields. Submits, unnamed fields and `ct_checkjs*`
 * are skipped, radios and checkboxes entirely; the visible-fields input itself only when
 * `withOwnInput` is false (the input's own record is made before the input exists, the
 * record stored on submit after, as the original's are). `style` is read for every field in
 * one pass, so a scan forces at most one style recalculation.
 */
export function collectVisibleFields(
  form: HTMLFormElement,
  style: StyleReader = (el) => getComputedStyle(el),
  withOwnInput = false,
): VisibleFieldsRecord {
  let visible = ''
  let invisible = ''
  let visibleCount = 0
  let invisibleCount = 0
  const fields = form.querySelectorAll<HTMLInputElement>(FIELDS)
  for (let i = 0; i < fields.length; i++) {
    const el = fields[i]!
    if (!withOwnInput && el.name === 'apbct_visible_fields') continue
    if (isInvisible(el, style)) invisible += invisibleCount++ ? ` ${el.name}` : el.name
    else visible += visibleCount++ ? ` ${el.name}` : el.name
  }
  return {
    visible_fields: visible,
    visible_fields_count: visibleCount,
    invisible_fields: invisible,
    invisible_fields_count: invisibleCount,
  }
}

/** The collection the server iterates: `{"0":record}` as JSON. */
export function visibleFieldsJson(record: VisibleFieldsRecord): string {
  return JSON.stringify({ 0: record })
}
