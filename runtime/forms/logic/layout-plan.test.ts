import { describe, expect, it } from 'vitest'
import { layoutPlan } from './layout-plan'

// Ids in display order (by `order`) and their keys.
const KEYS: Record<string, string> = { '1': 'name', '2': 'email', '3': 'message', '4': 'submit' }
const ORDER = ['1', '2', '3', '4']
const plan = (content: unknown, order = ORDER) => layoutPlan(content, order, (id) => KEYS[id])

describe('layoutPlan', () => {
  it('keeps the display order when there is no formContentData', () => {
    expect(plan(undefined)).toEqual({ rows: [], rest: ['1', '2', '3', '4'] })
    expect(plan('not a list')).toEqual({ rows: [], rest: ['1', '2', '3', '4'] })
  })

  it('orders the fields by a list of keys, then the unmentioned ones by order', () => {
    expect(plan(['message', 'name'])).toEqual({ rows: [], rest: ['3', '1', '2', '4'] })
  })

  it('ignores unknown keys, repeats and unreadable entries', () => {
    expect(plan(['gone', 'email', 'email', 42, null, 'name'])).toEqual({
      rows: [],
      rest: ['2', '1', '3', '4'],
    })
  })

  it('reads whole field objects (the old fieldContentsData)', () => {
    expect(plan([{ key: 'submit', id: 4 }, { key: 'name' }]).rest).toEqual(['4', '1', '2', '3'])
  })

  it('builds rows of cells sorted by order, with their widths and fields in order', () => {
    const content = [
      { order: '1', cells: [{ order: '0', fields: ['message', 'submit'], width: '100' }] },
      {
        order: '0',
        cells: [
          { order: '1', fields: ['email'], width: '33.3' },
          { order: '0', fields: ['name'], width: 66.7 },
        ],
      },
    ]
    expect(plan(content)).toEqual({
      rows: [
        [
          { width: 66.7, ids: ['1'] },
          { width: 33.3, ids: ['2'] },
        ],
        [{ width: 100, ids: ['3', '4'] }],
      ],
      rest: [],
    })
  })

  it('renders fields missing from the rows after them, and drops rows with no known field', () => {
    const content = [
      { order: 0, cells: [{ order: 0, fields: ['deleted_field'], width: '100' }] },
      { order: 1, cells: [{ order: 0, fields: ['email'], width: '100' }] },
    ]
    expect(plan(content)).toEqual({
      rows: [[{ width: 100, ids: ['2'] }]],
      rest: ['1', '3', '4'],
    })
  })

  it('shares a row equally when a width is blank or not a number', () => {
    const content = [
      {
        order: 0,
        cells: [
          { order: 0, fields: ['name'], width: '' },
          { order: 1, fields: ['email'], width: 'wide' },
        ],
      },
    ]
    expect(plan(content).rows[0]?.map((c) => c.width)).toEqual([50, 50])
  })

  it('lays out Multi-Part parts one after another', () => {
    const content = [
      { title: 'Part 1', formContentData: ['email'] },
      {
        title: 'Part 2',
        formContentData: [{ order: 0, cells: [{ fields: ['name'], width: 100 }] }],
      },
    ]
    expect(plan(content)).toEqual({
      rows: [[{ width: 100, ids: ['1'] }]],
      rest: ['2', '3', '4'],
    })
  })

  it('places the first field of a key printed twice', () => {
    const keys: Record<string, string> = { a: 'dup', b: 'dup' }
    expect(layoutPlan(['dup'], ['a', 'b'], (id) => keys[id]).rest).toEqual(['a', 'b'])
  })
})
