/** A request body decoded for recording and for handlers. */
export type ParsedBody =
  | { readonly type: 'none' }
  | { readonly type: 'form'; readonly fields: Record<string, string>; readonly files: string[] }
  | { readonly type: 'urlencoded'; readonly fields: Record<string, string> }
  | { readonly type: 'json'; readonly value: unknown }
  | { readonly type: 'text'; readonly text: string }

/** Decodes a request's body by its content type without consuming the original. */
export async function parseBody(request: Request): Promise<ParsedBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body)
    return { type: 'none' }
  const type = request.headers.get('content-type') ?? ''
  const copy = request.clone()
  if (type.startsWith('multipart/form-data')) {
    const data = await copy.formData()
    const fields: Record<string, string> = {}
    const files: string[] = []
    for (const [k, v] of data) {
      if (typeof v === 'string') fields[k] = v
      else files.push(k)
    }
    return { type: 'form', fields, files }
  }
  const text = await copy.text()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { type: 'urlencoded', fields: Object.fromEntries(new URLSearchParams(text)) }
  }
  if (type.includes('json')) {
    try {
      return { type: 'json', value: JSON.parse(text) as unknown }
    } catch {
      return { type: 'text', text }
    }
  }
  return { type: 'text', text }
}

/** The string fields of a form or urlencoded body (empty for other bodies). */
export function bodyFields(body: ParsedBody): Record<string, string> {
  return body.type === 'form' || body.type === 'urlencoded' ? body.fields : {}
}
