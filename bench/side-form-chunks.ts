/**
 * Which lazy chunks our WordPress plugin prints for a form page (class-bramble-swap.php,
 * form_chunks), as the side-by-side form pages print them (side-form-page.ts).
 */

// What our WordPress plugin reads to choose a form's preloads (class-bramble-swap.php,
// form_chunks): field types of the field-kit chunk, html field types, the settings whose
// markup needs the sanitizer before the first render, and what needs the calc engine
// (calculations, product totals, display tags: runtime/forms/logic/calc/engine.ts).
const KIT_TYPES = new Set([
  'date',
  'starrating',
  'listimage',
  'signature',
  'product',
  'total',
  'shipping',
  'repeater',
  'recaptcha',
  'recaptcha_v3',
  'hcaptcha',
  'turnstile',
])
const HTML_TYPES = new Set(['html', 'note'])
// The product totals' field types and the display tags that need the calc engine too.
const TOTALS_TYPES = new Set(['product', 'quantity', 'shipping', 'total'])
const DISPLAY_TAG = /\{(?:calc|field):/
const FIELD_HTML_KEYS = ['label', 'help_text', 'desc_text', 'default', 'value']
const FORM_HTML_KEYS = ['title', 'beforeForm', 'beforeFields', 'afterFields', 'afterForm']

/** The chunks the plugin preloads for the forms whose inline data `body` prints. */
export function formChunks(body: string): string[] {
  const markup = (v: unknown) => typeof v === 'string' && /[<&]/.test(v)
  const chunks = new Set<string>()
  const settings = [...body.matchAll(/form\.settings=(\{.*?\});form\.fields=/g)]
  const fields = [...body.matchAll(/form\.fields=(\[.*?\]);/g)]
  settings.forEach((m, i) => {
    const set = JSON.parse(m[1]!) as Record<string, unknown>
    const list = JSON.parse(fields[i]?.[1] ?? '[]') as Record<string, unknown>[]
    const html = list.some((f) => HTML_TYPES.has(String(f.type)))
    if (
      html ||
      FORM_HTML_KEYS.some((k) => markup(set[k])) ||
      list.some((f) => FIELD_HTML_KEYS.some((k) => markup(f[k])))
    )
      chunks.add('sanitizer')
    if (list.some((f) => KIT_TYPES.has(String(f.type)))) chunks.add('field-kit')
    if (
      (Array.isArray(set.calculations) && set.calculations.length > 0) ||
      list.some(
        (f) => TOTALS_TYPES.has(String(f.type)) || DISPLAY_TAG.test(String(f.default ?? '')),
      )
    )
      chunks.add('calc-engine')
    if (html) chunks.add('html-field')
  })
  return [...chunks]
}
