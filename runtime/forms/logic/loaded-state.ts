import { rulesOf } from '../kinds'
import type { FieldDef } from '../page-data'
import { deriver } from './calc/engine'
import { fieldIdOf } from './field-props'
import type { FormModel } from './form-model'
import { setDefs } from './repeater'
import { makeField } from './store-repeater'
import type { FieldState, FormEnv, FormState } from './types'
import { dateRule } from './validate/date'
import type { DateCheckChunk } from './validate/date-check'
import { hasDateChecker, provideDateChecker } from './validate'
import { bramble } from '../../core/message'

/** The state of a form as loaded: printed values, one set per repeater, everything derived. */
export function loadedState(model: FormModel, env: FormEnv): FormState {
  const fields: Record<string, FieldState> = {}
  const repeaters: Record<string, { sets: string[][] }> = {}
  for (const def of model.form.fields) {
    fields[fieldIdOf(def)] = makeField(def)
    const children = model.repeaterChildren.get(fieldIdOf(def))
    if (children) {
      const set = setDefs(children, 0).map((d) => makeField(d, { id: fieldIdOf(def), set: 0 }))
      set.forEach((f) => (fields[f.id] = f))
      repeaters[fieldIdOf(def)] = { sets: [set.map((f) => f.id)] }
    }
  }
  const empty = { products: {}, shipping: 0, total: '0.00' }
  const derived = deriver()(model, { fields, calcs: {}, displays: {}, totals: empty }, 'all')
  return {
    id: model.form.id,
    ...derived,
    order: model.order,
    formErrors: {},
    repeaters,
    submitDisabled: false,
    submitting: false,
    nonce: { security: env.nonce, nonce_ts: env.nonceTs ?? '' },
    extra: {},
    response: { successMessage: undefined, hidden: false, debug: [] },
    honeypot: '',
  }
}

/** Loads the date check when a field of the form (or of a repeater in it) has the date rule. */
export function loadLazyRules(model: FormModel, env: FormEnv, onLoaded: () => void): Promise<void> {
  const dated = (f: FieldDef) => rulesOf(f.type).includes(dateRule)
  const hasDate =
    model.form.fields.some(dated) || [...model.repeaterChildren.values()].some((c) => c.some(dated))
  // The loader is the page's (mount-form.tsx); without one dates are not checked here.
  if (!hasDate || hasDateChecker() || !env.loadChunk) return Promise.resolve()
  return env.loadChunk<DateCheckChunk>('date-check').then(
    (chunk) => {
      provideDateChecker(chunk.checkDate)
      onLoaded()
    },
    (error: unknown) => {
      console.warn(
        bramble('The date check could not load; dates are not checked in the browser.'),
        error,
      )
    },
  )
}
