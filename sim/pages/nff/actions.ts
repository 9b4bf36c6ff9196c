import { escapeHtml } from '../html'

/** What merge tags in action texts resolve to, for one submission. */
export interface MergeTagValues {
  /** The submitted value of a field by key, as text; undefined for an unknown key. */
  fieldValue(key: string): string | undefined
  /** A server calculation's stored value; undefined for an unknown name. */
  calcValue(name: string): string | undefined
  /** `[label, value]` rows for `{fields_table}`/`{all_fields_table}`. */
  rows(): [string, string][]
  readonly adminEmail: string
}

const on = (v: unknown) => v === 1 || v === '1' || v === true

/**
 * Resolves merge tags in an action text: `{field:key}` (escaped), `{calc:name}` and
 * `{calc:name:2}`, `{wp:admin_email}`/`{system:admin_email}`, the fields tables; any other
 * tag resolves to nothing.
 */
export function resolveMergeTags(text: string, values: MergeTagValues): string {
  return text.replace(
    /\{([a-z_]+)(?::([A-Za-z0-9_-]+))?(?::(\d+))?\}/g,
    (_whole, family: string, name?: string, dec?: string) => {
      if (family === 'field' && name) return escapeHtml(values.fieldValue(name) ?? '')
      if (family === 'calc' && name) {
        const v = values.calcValue(name)
        if (v === undefined) return ''
        return dec !== undefined ? Number(v).toFixed(Number(dec)) : v
      }
      if ((family === 'wp' || family === 'system') && name === 'admin_email')
        return values.adminEmail
      if (family === 'fields_table' || family === 'all_fields_table') {
        const rows = values
          .rows()
          .map(([l, v]) => `<tr><td>${escapeHtml(l)}:</td><td>${escapeHtml(v)}</td></tr>`)
        return `<table>${rows.join('')}</table>`
      }
      return ''
    },
  )
}

/**
 * The `data.actions` entries built from a form's actions (contract f, step 7):
 * `success_message` = the concatenated texts of the active success-message actions,
 * `redirect` from an active redirect action.
 */
export function actionsReply(
  actions: readonly Record<string, unknown>[],
  values: MergeTagValues,
): { success_message?: string; redirect?: string } {
  const active = actions.filter((a) => on(a.active ?? '1'))
  const out: { success_message?: string; redirect?: string } = {}
  const messages = active
    .filter((a) => a.type === 'successmessage')
    .map((a) => String(a.success_msg ?? a.message ?? ''))
    .filter((m) => m !== '')
    .map((m) => resolveMergeTags(m, values))
    .map((m) => (m.trimStart().startsWith('<') ? m : `<p>${m}</p>`))
  if (messages.length > 0) out.success_message = messages.join('')
  const redirect = active.find((a) => a.type === 'redirect' && String(a.redirect_url ?? '') !== '')
  if (redirect) out.redirect = resolveMergeTags(String(redirect.redirect_url), values)
  return out
}
