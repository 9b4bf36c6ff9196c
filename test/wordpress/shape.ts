/**
 * The shape of a value: its keys and value types, recursively. Two replies have the same
 * shape when a runtime reading one would find the same keys with the same types in the other.
 * Strings that hold JSON (the anti-spam REST routes that answer `json_encode(...)` through the
 * REST server) are read as `json <shape>`, so the value inside is compared too.
 */
export type Shape = string | Shape[] | { readonly [key: string]: Shape }

/**
 * The shape of `value`. `opaque` lists paths (`data.settings`, `data.fields.*`) whose content
 * is compared only as its kind: maps the server copies from what a site owner stored (a
 * field's settings) differ with every form and carry no protocol.
 */
export function shapeOf(value: unknown, opaque: readonly string[] = [], path = ''): Shape {
  if (value === null) return 'null'
  if (Array.isArray(value)) {
    if (isOpaque(opaque, path)) return 'array'
    // An array's elements: the distinct element shapes, in a stable order.
    const shapes = new Map<string, Shape>()
    value.forEach((v, i) => {
      const s = shapeOf(v, opaque, join(path, String(i)))
      shapes.set(JSON.stringify(s), s)
    })
    return [...shapes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s)
  }
  if (typeof value === 'object') {
    if (isOpaque(opaque, path)) return 'object'
    const out: Record<string, Shape> = {}
    for (const key of Object.keys(value).sort()) {
      const s = shapeOf((value as Record<string, unknown>)[key], opaque, join(path, key))
      const name = keyName(key)
      // Several ids with differently shaped values: the distinct shapes, as for arrays.
      const seen = out[name]
      out[name] =
        seen === undefined || JSON.stringify(seen) === JSON.stringify(s)
          ? s
          : `one of ${[JSON.stringify(seen), JSON.stringify(s)].sort().join(' | ')}`
    }
    return out
  }
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return `json ${JSON.stringify(shapeOf(JSON.parse(value), opaque, path))}`
    } catch {
      return 'string'
    }
  }
  return typeof value
}

/** The shape of a reply body: JSON read as JSON, anything else as `text`. */
export function shapeOfBody(text: string, opaque: readonly string[] = []): Shape {
  try {
    return shapeOf(JSON.parse(text), opaque)
  } catch {
    return 'text'
  }
}

// Numeric keys (field ids, list indexes) differ between sites; their presence is the shape.
const keyName = (key: string) => (/^\d+(_\d+)?$/.test(key) ? '<id>' : key)

const join = (path: string, key: string) => (path ? `${path}.${keyName(key)}` : keyName(key))

function isOpaque(opaque: readonly string[], path: string): boolean {
  return opaque.some((p) => {
    const re = new RegExp(`^${p.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`)
    return re.test(path)
  })
}
