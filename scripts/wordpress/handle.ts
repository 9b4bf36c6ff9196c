import { prepare, runSql, type Row } from './sql'
import { runTool, type SiteAccess } from './tools'

export type { Row } from './sql'

/** Everything a test process needs to use a running site; plain data, safe to pass around. */
export interface SiteInfo extends SiteAccess {
  /** The MariaDB socket (for the `mariadb` client). */
  readonly dbSocket: string
  /** The anti-spam options the site started with (for resetAntispam). */
  readonly antispamDefaults: {
    readonly settings: Record<string, unknown>
    readonly data: Record<string, unknown>
  }
  readonly pages: {
    readonly post: { readonly id: number; readonly url: string }
    /** One page per `.nff` export, by name (`formtemplate-contactform.nff` → `contactform`). */
    readonly forms: Record<
      string,
      { readonly formId: number; readonly pageId: number; readonly url: string }
    >
  }
}

/** A stored form submission. */
export interface Submission {
  readonly id: number
  readonly date: string
  /** Field values by field key (from the `_field_<id>` meta). */
  readonly values: Record<string, unknown>
  /** Every meta row, unserialized. */
  readonly meta: Record<string, unknown>
}

/** A field of an imported form. */
export interface FormField {
  readonly id: number
  readonly key: string
  readonly type: string
  readonly label: string
  readonly order: number
}

/** What tests do with a running site. */
export interface SiteHandle {
  readonly info: SiteInfo
  readonly url: string
  readonly pages: SiteInfo['pages']
  /**
   * SQL on the site's database; `{prefix}` is the table prefix, `%s`/`%d` take `params`.
   * Rows of the last statement's result (`[]` for a statement without one).
   */
  query(sql: string, params?: unknown[]): Promise<Row[]>
  /** Merges patches into the anti-spam plugin's options `cleantalk_settings` and `cleantalk_data`. */
  setAntispam(
    settings?: Record<string, unknown>,
    data?: Record<string, unknown>,
  ): Promise<{ settings: Record<string, unknown>; data: Record<string, unknown> }>
  /** Sets a WordPress option (`null` deletes it); resolves with the value WordPress reads back. */
  setOption(name: string, value: unknown): Promise<unknown>
  /** A form's stored submissions, oldest first. */
  submissions(formId: number): Promise<Submission[]>
  /** A form's fields in display order, as the form builder stores them. */
  formFields(formId: number): Promise<FormField[]>
  /** The requests the anti-spam plugin would have sent to its cloud, oldest first, decoded. */
  connectionReports(): Promise<ConnectionReport[]>
  /** The anti-spam plugin's alternative-cookie sessions. */
  sessionsRows(): Promise<Row[]>
  /** Comments on a post (default: the test post), oldest first. */
  comments(postId?: number): Promise<Row[]>
  /** Empties the state that leaks between runs: alt sessions and connection reports. */
  clearState(): Promise<void>
  /** Puts the anti-spam options back to the values the site started with. */
  resetAntispam(): Promise<void>
  /**
   * Bramble's version gate per runtime; with `anyway`, first turns on "use Bramble anyway" for
   * each plugin's installed release (as an owner would on Settings → Bramble).
   */
  gate(options?: { anyway?: boolean }): Promise<Record<'antispam' | 'forms', GateStatus>>
}

/** One runtime's status as Bramble's version gate reads it (`Bramble_Gate::status`). */
export interface GateStatus {
  readonly plugin: string
  /** The installed plugin's version; null when it is not active. */
  readonly version: string | null
  readonly verified: string[]
  readonly in_range: boolean
  readonly anyway: boolean
  /** Whether Bramble's runtime replaces the plugin's scripts. */
  readonly allowed: boolean
}

/**
 * A row of `<prefix>cleantalk_connection_reports`: the request the plugin would have sent its
 * cloud, decoded with its nested JSON values (`sender_info`, `post_info`, …) parsed too.
 */
export interface ConnectionReport {
  readonly id: string
  readonly date: string | null
  readonly pageUrl: string | null
  readonly error: string | null
  readonly request: Record<string, unknown> | null
  readonly row: Row
}

/**
 * Parses a JSON string, and inside it every string value that is itself JSON — the plugin
 * stores nested JSON slashed (`{\"key\":…}`), so a value that does not parse is tried again
 * with its backslashes stripped as PHP's stripslashes() does.
 */
export function decodeNested(value: unknown, depth = 0): unknown {
  if (depth > 8) return value
  if (Array.isArray(value)) return value.map((v) => decodeNested(v, depth + 1))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, decodeNested(v, depth + 1)]),
    )
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value
  for (const text of [value, value.replace(/\\(.)/g, '$1')]) {
    try {
      return decodeNested(JSON.parse(text), depth + 1)
    } catch {
      // not JSON in this form; try the next
    }
  }
  return value
}

function decode(value: string | null): Record<string, unknown> | null {
  const parsed = value ? decodeNested(value) : null
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
}

/** The handle for a site started elsewhere (e.g. by a test run's global setup). */
export function connectSite(info: SiteInfo): SiteHandle {
  const query = (sql: string, params: unknown[] = []) => runSql(info.dbSocket, prepare(sql, params))
  return {
    info,
    url: info.url,
    pages: info.pages,
    query,
    setAntispam: (settings = {}, data = {}) => runTool(info, 'antispam', { settings, data }),
    setOption: async (name, value) =>
      (await runTool<{ value: unknown }>(info, 'option', { name, value })).value,
    submissions: (formId) => runTool<Submission[]>(info, 'submissions', { formId }),
    formFields: (formId) => runTool<FormField[]>(info, 'fields', { formId }),
    async connectionReports() {
      const rows = await query('SELECT * FROM {prefix}cleantalk_connection_reports ORDER BY id')
      return rows.map((row) => ({
        id: String(row.id),
        date: row.date ?? null,
        pageUrl: row.page_url ?? null,
        error: row.lib_report ?? null,
        request: decode(row.request_content ?? null),
        row,
      }))
    },
    gate: (options = {}) => runTool(info, 'gate', { anyway: options.anyway === true }),
    sessionsRows: () => query('SELECT * FROM {prefix}cleantalk_sessions'),
    comments: (postId = info.pages.post.id) =>
      query('SELECT * FROM {prefix}comments WHERE comment_post_ID = %d ORDER BY comment_ID', [
        postId,
      ]),
    async resetAntispam() {
      await runTool(info, 'antispam', info.antispamDefaults)
    },
    async clearState() {
      await query(
        'DELETE FROM {prefix}cleantalk_sessions; DELETE FROM {prefix}cleantalk_connection_reports',
      )
    },
  }
}
