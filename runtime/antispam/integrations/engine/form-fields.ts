/**
 * Named fields of a form-like element; unnamed ones become `input_<i>` (contract c.7), or
 * are left out when `unnamed` is false.
 */
export function elementFields(
  root: ParentNode | null | undefined,
  unnamed = true,
): Record<string, string> {
  const out: Record<string, string> = {}
  if (!root) return out
  root.querySelectorAll('input, select, textarea').forEach((node, i) => {
    const el = node as HTMLInputElement
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) return
    if (el.type === 'file' || el.type === 'submit' || (!el.name && !unnamed)) return
    out[el.name || `input_${i}`] = el.value
  })
  return out
}

/** The string fields of a request body: FormData, URLSearchParams, a JSON object or pairs. */
export function requestFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (body instanceof FormData || body instanceof URLSearchParams) {
    body.forEach((v: unknown, k: string) => {
      if (typeof v === 'string') out[k] = v
    })
    return out
  }
  if (typeof body !== 'string') return out
  try {
    const value: unknown = JSON.parse(body)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        out[k] = typeof v === 'string' ? v : JSON.stringify(v)
      return out
    }
  } catch {
    // Not JSON: read it as urlencoded pairs below.
  }
  new URLSearchParams(body).forEach((v, k) => (out[k] = v))
  return out
}
