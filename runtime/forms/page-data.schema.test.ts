import { describe, expect, it } from 'vitest'
import { interpretResponse } from './logic/submit-response'
import { readFormEntry } from './page-data'
import { formEntrySchema, submitReplySchema } from './page-data.schema'

/** A small seeded generator, so the fuzzed entries are the same on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
}

// Every JSON kind a page or server could print where a setting is expected.
const VALUES: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  7,
  -1.5,
  '',
  '3',
  'textbox',
  [],
  ['a'],
  {},
  { a: 1 },
]

const validField = () => ({
  id: 5,
  key: 'email_1',
  type: 'email',
  label: 'Email',
  order: 3,
  value: '',
  required: 1,
  placeholder: 'you@example.com',
  element_templates: ['email', 'input'],
})

const validEntry = (): Record<string, unknown> => ({
  id: '2',
  settings: { title: 'Enquiry', formContentData: ['email_1'] },
  fields: [validField(), { id: '6', key: 'submit_1', type: 'submit' }],
})

/** Valid entries broken in one or two places, chosen by the seeded generator. */
function fuzzedEntries(count: number): unknown[] {
  const random = seeded(20261122)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const out: unknown[] = []
  for (let i = 0; i < count; i++) {
    const entry = validEntry()
    const fields = entry.fields as Record<string, unknown>[]
    const edits = 1 + Math.floor(random() * 2)
    for (let e = 0; e < edits; e++) {
      const where = random()
      if (where < 0.15) entry[pick(['id', 'settings', 'fields'])] = pick(VALUES)
      else if (where < 0.25) fields.push(pick(VALUES) as Record<string, unknown>)
      else {
        const field = pick(fields)
        const key = pick([
          'id',
          'key',
          'type',
          'label',
          'order',
          'value',
          'required',
          'placeholder',
        ])
        if (typeof field === 'object' && field !== null) field[key] = pick(VALUES)
      }
    }
    out.push(entry)
  }
  return out
}

/** What the schema says of an entry, read by its properties as the boot path reads it. */
function schemaVerdict(entry: unknown) {
  const o = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
  const result = formEntrySchema.safeParse({ id: o.id, settings: o.settings, fields: o.fields })
  return result.success ? { ok: true } : { ok: false, path: result.error.issues[0]?.path ?? [] }
}

describe('nfForms entry checks against the zod schema', () => {
  const entries = [validEntry(), Object.assign([], validEntry()), ...fuzzedEntries(600)]

  it('accept and refuse the same entries', () => {
    const broken = entries.filter((entry) => !readFormEntry(entry).ok)
    // The fuzzing reaches both sides: most edits break an entry, some keep it valid.
    expect(broken.length).toBeGreaterThan(100)
    expect(entries.length - broken.length).toBeGreaterThan(20)
    for (const entry of entries) {
      expect({ entry, ok: readFormEntry(entry).ok }).toEqual({
        entry,
        ok: schemaVerdict(entry).ok,
      })
    }
  })

  it('name a place the schema also finds broken', () => {
    for (const entry of entries) {
      const read = readFormEntry(entry)
      if (read.ok) continue
      const where = /invalid at "([^"]*)"/.exec(read.message)?.[1] ?? ''
      const [head, index] = where.split('.')
      const path = schemaVerdict(entry).path?.map(String) ?? []
      // Both point at the same member of the entry (and the same field, when it is a field).
      expect({ entry, place: [head, index] }).toEqual({ entry, place: [path[0], path[1]] })
    }
  })
})

describe('submit reply check against the zod schema', () => {
  it('treats exactly the JSON objects as replies', () => {
    const bodies = [...VALUES.filter((v) => v !== undefined), { data: {} }, { errors: [] }]
    for (const body of bodies) {
      const outcome = interpretResponse(
        JSON.stringify(body),
        { ok: true, statusText: 'OK' },
        { formId: '2', fieldIds: new Set(['5']), baseUrl: 'https://example.com/' },
      )
      expect({ body, reply: outcome.kind !== 'parse-error' }).toEqual({
        body,
        reply: submitReplySchema.safeParse(body).success,
      })
    }
  })
})
