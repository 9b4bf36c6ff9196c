import { describe, expect, it } from 'vitest'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FieldState, FormState } from '../logic/types'
import type { FormDef } from '../page-data'
import { createFrameSnapshot, createViewSnapshot } from './view-snapshot'

function chainForm(): FormDef {
  return {
    id: '1',
    settings: { calculations: [{ name: 'c', eq: '{field:qty} * 2', dec: '2' }] },
    fields: [
      { id: 1, key: 'qty', type: 'number', order: 1, value: '' },
      { id: 2, key: 'note', type: 'textbox', order: 2, value: '' },
      { id: 3, key: 'show', type: 'html', order: 3, value: '', default: '<p>{calc:c}</p>' },
    ],
  } as unknown as FormDef
}

describe('createViewSnapshot', () => {
  const live = (f: { def: { type: string } }) => f.def.type === 'html'

  it('keeps the previous view when only live displays, calcs and totals changed', () => {
    const store = createFormStore(chainForm(), formEnvFromGlobals({}, {}))
    const view = createViewSnapshot(live)
    const first = view(store.getState())
    // A store change that reaches the display only (qty is not shown by this view test).
    store.setValue('1', '3')
    const second = view(store.getState())
    expect(store.getState().displays['3']).toContain('6.00')
    expect(second.fields['3']).toBe(first.fields['3'])
    expect(second.displays).toBe(first.displays)
    // qty itself changed, so the view is new, but the display's snapshot is the old one.
    expect(second).not.toBe(first)
    expect(second.fields['1']?.value).toBe('3')
  })

  it('returns the same view object when nothing it draws changed', () => {
    const store = createFormStore(chainForm(), formEnvFromGlobals({}, {}))
    // As if qty also drew its own value: a keystroke in it then changes nothing React draws.
    const view = createViewSnapshot((f) => live(f) || f.def.key === 'qty')
    const first = view(store.getState())
    store.setValue('1', '3')
    expect(view(store.getState())).toBe(first)
    // A form error is drawn, so it gives a new view.
    store.addFormError('e', 'Oops')
    expect(view(store.getState())).not.toBe(first)
    expect(view(store.getState()).formErrors).toEqual({ e: 'Oops' })
  })

  it('passes a live display through when its frame changes (errors, visibility)', () => {
    const store = createFormStore(chainForm(), formEnvFromGlobals({}, {}))
    const view = createViewSnapshot(live)
    view(store.getState())
    store.setVisible('3', false)
    expect(view(store.getState()).fields['3']?.visible).toBe(false)
    store.addFieldError('3', 'x', 'Bad')
    expect(view(store.getState()).fields['3']?.errors).toEqual({ x: 'Bad' })
  })

  it('draws non-live fields and displays from the newest state', () => {
    const store = createFormStore(chainForm(), formEnvFromGlobals({}, {}))
    const view = createViewSnapshot(() => false)
    view(store.getState())
    store.setValue('1', '4')
    expect(view(store.getState()).displays['3']).toContain('8.00')
    expect(view(store.getState()).fields['3']).toBe(store.getState().fields['3'])
  })
})

describe('createViewSnapshot when fields come and go', () => {
  const field = (id: string, value: string) =>
    ({ id, def: DEF, value, errors: NO_ERRORS, visible: true, clean: true }) as FieldState
  const DEF = { id: 1, key: 'k', type: 'number' } as unknown as FieldState['def']
  const NO_ERRORS = {}
  const state = (fields: FieldState[]) =>
    ({ fields: Object.fromEntries(fields.map((f) => [f.id, f])), displays: {} }) as FormState

  it('keeps the shown snapshots of the fields that stay, and drops or adds the others', () => {
    const view = createViewSnapshot(() => true)
    const a = field('a', '1')
    const b = field('b', '2')
    view(state([a, b]))
    // a's value changed (it draws it itself), b went away (a repeater set removed).
    const fewer = view(state([field('a', '5')]))
    expect(Object.keys(fewer.fields)).toEqual(['a'])
    expect(fewer.fields['a']).toBe(a)
    const c = field('c', '3')
    const more = view(state([field('a', '6'), c]))
    expect(Object.keys(more.fields)).toEqual(['a', 'c'])
    expect(more.fields['a']).toBe(a)
    expect(more.fields['c']).toBe(c)
    // Nothing it draws changed: the same view object.
    expect(view(state([field('a', '7'), field('c', '8')]))).toBe(more)
  })
})

describe('createFrameSnapshot', () => {
  it('keeps the frame while only fields change, and follows everything else', () => {
    const store = createFormStore(chainForm(), formEnvFromGlobals({}, {}))
    const frame = createFrameSnapshot()
    const first = frame(store.getState())
    store.setValue('2', 'typed')
    expect(frame(store.getState())).toBe(first)
    store.setSubmitting(true)
    const busy = frame(store.getState())
    expect(busy).not.toBe(first)
    expect(busy.submitting).toBe(true)
    store.addFormError('e', 'Oops')
    expect(frame(store.getState()).formErrors).toEqual({ e: 'Oops' })
  })
})
