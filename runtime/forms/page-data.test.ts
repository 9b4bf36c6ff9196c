import { describe, expect, it } from 'vitest'
import { readFormEntry } from './page-data'

describe('readFormEntry', () => {
  it('reads the Array-with-expandos form object by its properties', () => {
    const entry = Object.assign([], {
      id: '3',
      settings: { title: 'Contact' },
      fields: [{ id: 7, key: 'name', type: 'textbox', label: 'Name', order: 1 }],
    })
    const read = readFormEntry(entry)
    expect(read.ok && read.form.id).toBe('3')
    expect(read.ok && read.form.fields[0]?.key).toBe('name')
  })

  it('names the broken place of a malformed definition', () => {
    const read = readFormEntry({ id: 4, settings: {}, fields: [{ id: 1, type: 'textbox' }] })
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(read.id).toBe('4')
      expect(read.message).toContain('fields.0.key')
    }
  })

  it('keeps every printed field setting, including ones it does not check', () => {
    const field = { id: '5', key: 'msg', type: 'textarea', textarea_rte: 1, order: '2' }
    const read = readFormEntry({ id: 9, settings: {}, fields: [field] })
    expect(read.ok && read.form.fields[0]?.textarea_rte).toBe(1)
    expect(read.ok && read.form.id).toBe('9')
  })

  it('refuses settings that are not an object and fields of the wrong kind', () => {
    const list = readFormEntry({ id: 2, settings: [], fields: [] })
    expect(!list.ok && list.message).toContain('"settings"')
    const label = readFormEntry({
      id: 2,
      settings: {},
      fields: [{ id: 1, key: 'a', type: 'textbox', label: 7 }],
    })
    expect(!label.ok && label.message).toContain('fields.0.label')
  })
})
