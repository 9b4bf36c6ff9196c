import { describe, expect, it } from 'vitest'
import { compileCalcs } from './compile'
import { affectedCalcs, buildCalcGraph } from './graph'

const en = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }

describe('calculation dependency graph', () => {
  it('orders calcs after what they read, whatever the settings order', () => {
    const calcs = compileCalcs(
      [
        { name: 'c', eq: '{calc:b} + 1', order: 0 },
        { name: 'b', eq: '{calc:a} * 2', order: 1 },
        { name: 'a', eq: '{field:x}', order: 2 },
        { name: 'z', eq: '{field:y}', order: 3 },
      ],
      en,
    )
    const graph = buildCalcGraph(calcs)
    expect(graph.order).toEqual(['a', 'z', 'b', 'c'])
    expect(graph.cycle).toEqual([])
    expect(affectedCalcs(graph, ['x'])).toEqual(['a', 'b', 'c'])
    expect(affectedCalcs(graph, ['y'])).toEqual(['z'])
    expect(affectedCalcs(graph, ['nobody'])).toEqual([])
  })

  it('puts the members of a cycle last, once each', () => {
    const graph = buildCalcGraph(
      compileCalcs(
        [
          { name: 'a', eq: '{calc:b}' },
          { name: 'b', eq: '{calc:a} + {field:x}' },
          { name: 'free', eq: '1' },
        ],
        en,
      ),
    )
    expect(graph.cycle).toEqual(['a', 'b'])
    expect(graph.order).toEqual(['free', 'a', 'b'])
    expect(affectedCalcs(graph, ['x'])).toEqual(['a', 'b'])
  })

  it('sorts by order and skips nameless entries; a missing dec is 2', () => {
    const calcs = compileCalcs(
      [{ name: '', eq: '1' }, { name: 'k', eq: '1', dec: '  ' }, 'junk'],
      en,
    )
    expect(calcs.map((c) => [c.name, c.dec])).toEqual([['k', 2]])
  })
})
