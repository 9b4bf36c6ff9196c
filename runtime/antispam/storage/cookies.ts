/** A signal value as the plugin stores it. */
export type SignalValue = string | number | boolean

const secure = (doc: Document) => (doc.location?.protocol === 'https:' ? '; secure' : '')

/**
 * Writes one native cookie (contract d): `<prefix><name>=<encodeURIComponent(String(v))>`,
 * site-wide, lax, secure on https; `max-age` only when given (else a session cookie).
 */
export function writeCookie(
  doc: Document,
  name: string,
  value: SignalValue,
  maxAge?: number,
): void {
  const age = maxAge === undefined ? '' : `; max-age=${maxAge}`
  doc.cookie = `${name}=${encodeURIComponent(String(value))}${age}; path=/; samesite=lax${secure(doc)}`
}

/** Deletes a cookie in the plugin's format (no prefix is added). */
export function deleteCookie(doc: Document, name: string): void {
  doc.cookie = `${name}=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax${secure(doc)}`
}

/** Every cookie of the page as name → decoded value. */
export function readCookies(doc: Document): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const raw = part.slice(eq + 1).trim()
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      // A cookie another script wrote without encoding: keep it as it is.
    }
    out.set(part.slice(0, eq).trim(), value)
  }
  return out
}

/**
 * Native mode: deletes every `apbct_visible_fields_<i>` cookie (an earlier page's or another
 * script's) at start-up, as the original does at ready. The server reads those before a sent
 * form's visible-fields input and finds nothing usable in them, so they would hide the
 * input's record.
 */
export function dropStaleVisibleFieldsCookies(doc: Document): void {
  for (const name of readCookies(doc).keys())
    if (name.startsWith('apbct_visible_fields_')) deleteCookie(doc, name)
}
