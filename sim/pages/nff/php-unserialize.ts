/** A value PHP's `serialize` can produce (arrays become arrays when keyed 0…n-1, else objects). */
export type PhpValue = string | number | boolean | null | PhpValue[] | { [key: string]: PhpValue }

/** A serialized PHP value that cannot be read; the message names the byte offset. */
export class PhpUnserializeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PhpUnserializeError'
  }
}

/**
 * Reads PHP `serialize` output (`a`, `s`, `i`, `d`, `b`, `N`). String lengths count bytes,
 * so the input is read as UTF-8 bytes.
 */
export function phpUnserialize(input: Buffer | string): PhpValue {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : input
  let pos = 0
  const fail = (what: string): never => {
    throw new PhpUnserializeError(`${what} at byte ${pos}`)
  }
  const readUntil = (ch: string): string => {
    const end = buf.indexOf(ch, pos)
    if (end < 0) fail(`expected "${ch}"`)
    const text = buf.toString('latin1', pos, end)
    pos = end + 1
    return text
  }
  const expect = (ch: string) => {
    if (buf.toString('latin1', pos, pos + 1) !== ch) fail(`expected "${ch}"`)
    pos++
  }
  const value = (): PhpValue => {
    const type = buf.toString('latin1', pos, pos + 1)
    pos++
    if (type === 'N') {
      expect(';')
      return null
    }
    expect(':')
    switch (type) {
      case 'b':
        return readUntil(';') === '1'
      case 'i':
      case 'd':
        return Number(readUntil(';'))
      case 's': {
        const len = Number(readUntil(':'))
        expect('"')
        const text = buf.toString('utf8', pos, pos + len)
        pos += len
        expect('"')
        expect(';')
        return text
      }
      case 'a': {
        const count = Number(readUntil(':'))
        expect('{')
        const entries: [string, PhpValue][] = []
        for (let i = 0; i < count; i++) {
          const key = value()
          entries.push([String(key), value()])
        }
        expect('}')
        const isList = entries.every(([k], i) => k === String(i))
        return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries)
      }
      default:
        return fail(`unsupported type "${type}"`)
    }
  }
  const out = value()
  return out
}
