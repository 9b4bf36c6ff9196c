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

const SKIPPED_TYPES = new Set(['submit', 'radio', 'checkbox'])

function isInvisible(el: HTMLElement, style: StyleReader): boolean {
  // The classic editor's textarea is hidden behind TinyMCE yet is what the visitor types in.
  if (el.classList.contains('wp-editor-area')) return false
  if (el.getAttribute('type') === 'hidden') return true
  const s = style(el)
  return s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0'
}

/**
 * Names of a form's visible and invisible fields. Submits, unnamed fields and `ct_checkjs*`
 * are skipped, radios and checkboxes entirely. `style` is read for every field in one pass,
 * so a scan forces at most one style recalculation.
 */
export function collectVisibleFields(
  form: HTMLFormElement,
  style: StyleReader = (el) => getComputedStyle(el),
): VisibleFieldsRecord {
  const visible: string[] = []
  const invisible: string[] = []
  form.querySelectorAll<HTMLInputElement>('input, select, textarea').forEach((el) => {
    const type = (el.getAttribute('type') ?? '').toLowerCase()
    if (SKIPPED_TYPES.has(type) || !el.name || el.name.startsWith('ct_checkjs')) return
    if (el.name === 'apbct_visible_fields') return
    ;(isInvisible(el, style) ? invisible : visible).push(el.name)
  })
  return {
    visible_fields: visible.join(' '),
    visible_fields_count: visible.length,
    invisible_fields: invisible.join(' '),
    invisible_fields_count: invisible.length,
  }
}

/** The collection the server iterates: `{"0":record}` as JSON. */
export function visibleFieldsJson(record: VisibleFieldsRecord): string {
  return JSON.stringify({ 0: record })
}
