import { phpUnserialize } from './php-unserialize'
import { bramble } from '../../message'

/** A `.nff` export as read from disk: settings, fields and actions as the builder saved them. */
export interface NffData {
  readonly settings: Record<string, unknown>
  readonly fields: Record<string, unknown>[]
  readonly actions: Record<string, unknown>[]
}

/** A `.nff` file that cannot be converted; the message says what, where and how to fix. */
export class NffError extends Error {
  constructor(source: string, reason: string) {
    super(
      bramble(
        `Failed to read the form export ${source}: ${reason}. Export the form again from the form builder (Tools → Import/Export) and pass that .nff file.`,
      ),
    )
    this.name = 'NffError'
  }
}

/**
 * Reverses double-encoded UTF-8 (`Ã©` → `é`): UI exports `utf8_encode` text that was
 * already UTF-8. A string is changed only when it decodes cleanly.
 */
export function fixDoubleEncoding(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text
  const decoded = Buffer.from(text, 'latin1').toString('utf8')
  return decoded.includes('\ufffd') ? text : decoded
}

function deepFix(value: unknown): unknown {
  if (typeof value === 'string') return fixDoubleEncoding(value)
  if (Array.isArray(value)) return value.map(deepFix)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [fixDoubleEncoding(k), deepFix(v)]),
    )
  }
  return value
}

function records(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? Object.values(value)
      : []
  return list.filter(
    (x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x),
  )
}

/**
 * Reads a `.nff` export (contract f, step 1): strips a BOM and anything outside the
 * outermost braces, decodes the legacy base64 + PHP-serialised variant, reverses double
 * UTF-8 encoding, and accepts the older `fieldContentsData` name.
 */
export function parseNff(content: string | Buffer, source = 'the .nff file'): NffData {
  let text = (typeof content === 'string' ? content : content.toString('utf8')).replace(
    /^\ufeff/,
    '',
  )
  let raw: unknown
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start >= 0 && end > start) {
    text = text.slice(start, end + 1)
    try {
      raw = JSON.parse(text)
    } catch (error) {
      throw new NffError(source, `it is not valid JSON (${(error as Error).message})`)
    }
  } else {
    const b64 = text.trim()
    if (!/^[A-Za-z0-9+/=\s]+$/.test(b64) || b64 === '') {
      throw new NffError(source, 'it holds neither a JSON object nor a base64 export')
    }
    try {
      raw = phpUnserialize(Buffer.from(b64, 'base64'))
    } catch (error) {
      throw new NffError(
        source,
        `the legacy base64 export does not unserialize (${(error as Error).message})`,
      )
    }
  }
  const data = deepFix(raw) as Record<string, unknown>
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof data.settings !== 'object' ||
    data.settings === null
  ) {
    throw new NffError(source, 'it has no "settings" object')
  }
  const settings = { ...(data.settings as Record<string, unknown>) }
  if (settings.formContentData === undefined && settings.fieldContentsData !== undefined) {
    settings.formContentData = settings.fieldContentsData
  }
  if (!Array.isArray(data.fields) && (typeof data.fields !== 'object' || data.fields === null)) {
    throw new NffError(source, 'it has no "fields" list')
  }
  return { settings, fields: records(data.fields), actions: records(data.actions) }
}
