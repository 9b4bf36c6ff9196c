import { execFile } from 'node:child_process'
import { bramble } from '../../sim/message'

/** The database and table prefix every test site uses (scripts/wordpress/site.ts). */
export const DB_NAME = 'wordpress'
export const TABLE_PREFIX = 'wp_'

/** A row of a table, as strings (or null). */
export type Row = Record<string, string | null>

/** A value as a MariaDB string literal (backslash escapes, the server's default mode). */
function literal(value: unknown): string {
  const text = String(value ?? '')
  const escaped = text.replace(/[\0\n\r\x1a'"\\]/g, (c) => {
    const named: Record<string, string> = { '\0': '0', '\n': 'n', '\r': 'r', '\x1a': 'Z' }
    return `\\${named[c] ?? c}`
  })
  return `'${escaped}'`
}

/**
 * `{prefix}` becomes the table prefix; with parameters, each `%s` / `%d` / `%f` takes the next
 * one, as WordPress's `$wpdb->prepare` reads them (`%%` is a percent sign). Without
 * parameters the text is left as it is (a `LIKE '%…'` needs no doubling then).
 */
export function prepare(sql: string, params: readonly unknown[] = []): string {
  let next = 0
  const withPrefix = sql.replaceAll('{prefix}', TABLE_PREFIX)
  if (params.length === 0) return withPrefix
  const out = withPrefix.replace(/%([sdf%])/g, (_, kind: string) => {
    if (kind === '%') return '%'
    if (next >= params.length)
      throw new Error(
        bramble(
          `Failed to prepare the query "${sql}": it has more placeholders than the ${params.length} parameter(s) given. Pass one parameter per %s/%d/%f.`,
        ),
      )
    const value = params[next++]
    if (kind === 'd') return String(parseInt(String(value), 10) || 0)
    if (kind === 'f') return String(Number(value) || 0)
    return literal(value)
  })
  return out
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return ENTITIES[name] ?? whole
  })
}

/** Reads the client's `--xml` result sets: rows of named fields, NULL as `xsi:nil`. */
export function parseXmlRows(xml: string): Row[] {
  const rows: Row[] = []
  for (const [, body] of xml.matchAll(/<row>([\s\S]*?)<\/row>/g)) {
    const row: Row = {}
    const fields = /<field name="([^"]*)"(?:\s+xsi:nil="true"\s*\/>|>([\s\S]*?)<\/field>)/g
    for (const [, name, value] of body!.matchAll(fields))
      row[unescapeXml(name!)] = value === undefined ? null : unescapeXml(value)
    rows.push(row)
  }
  return rows
}

/**
 * Runs SQL on a site's database through the `mariadb` client on its socket — milliseconds,
 * where a command of the site tool first loads all of WordPress. Rows of the last result set
 * (a statement without one gives `[]`), every value a string or null, as `$wpdb` gives them.
 */
export function runSql(socket: string, sql: string): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'mariadb',
      [
        '--no-defaults',
        `--socket=${socket}`,
        '-uroot',
        '--default-character-set=utf8mb4',
        '--xml',
        DB_NAME,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              bramble(
                `Failed to run SQL on the test site's database (${socket}): ${(stderr || error.message).trim()}. The statement was: ${sql.slice(0, 300)}.`,
              ),
            ),
          )
          return
        }
        const sets = stdout.split('<resultset ')
        resolve(sets.length > 1 ? parseXmlRows(sets.at(-1)!) : [])
      },
    )
    child.stdin?.end(sql)
  })
}
