import { rulesOf } from '../kinds'
import type { FormDef } from '../page-data'
import { validateFieldErrors } from './field-validation'
import { orderOf } from './field-props'
import { calcEngine, deriver } from './calc/engine'
import { buildFormModel, type FormModel } from './form-model'
import { loadedState, loadLazyRules } from './loaded-state'
import { withAddedSet, withoutSet } from './store-repeater'
import type { FieldState, FormEnv, FormState, UncleanReason } from './types'
import { confirmRule } from './validate/confirm'
import { dateRule } from './validate/date'
import {
  clearsUniqueField,
  FIELD_ERRORS_ID,
  focusTarget,
  HONEYPOT_ERROR_ID,
  honeypotError,
  UNIQUE_FIELD_SLUG,
} from './validate'
import { bramble } from '../../core/message'

/** The framework-free store of one form instance; React subscribes to it. */
export interface FormStore {
  getState(): FormState
  subscribe(listener: () => void): () => void
  /** Sets a value and recomputes totals, calcs and displays synchronously. */
  setValue(fieldId: string, value: unknown): void
  /** Marks a field touched and validates it (spec §4–§5). */
  markUnclean(fieldId: string, reason: UncleanReason, keyCode?: number): void
  /** Validates every field as a submit does. */
  validateForSubmit(): { ok: boolean; firstInvalidId?: string }
  addRepeaterSet(repeaterId: string): void
  removeRepeaterSet(repeaterId: string, setIndex: number): void
  addFieldError(fieldId: string, key: string, message?: string): void
  removeFieldError(fieldId: string, key: string): void
  addFormError(id: string, message?: string): void
  removeFormError(id: string): void
  setVisible(fieldId: string, visible: boolean): void
  setExtra(key: string, value: unknown): void
  getExtra(key: string): unknown
  removeExtra(key: string): void
  setSubmitting(submitting: boolean): void
  /** Blocks or unblocks submit for a reason (e.g. a CAPTCHA v3 token being fetched). */
  blockSubmit(reason: string, blocked: boolean): void
  setHoneypot(text: string): void
  setNonce(security: string, nonceTs: string): void
  setResponse(patch: Partial<FormState['response']>): void
  /** Back to the loaded state (clear-on-complete); the nonce and response stay. */
  reset(): void
  /** Calls `listener` after every {@link reset} (views that fill defaults of their own). */
  onReset(listener: () => void): () => void
  /** Resolves once lazily loaded rules (the date check) are in place; never rejects. */
  whenReady(): Promise<void>
  /**
   * Runs once, while the page is idle, the derivation a change of each calculation input
   * runs (its result dropped, the state unchanged), so the visitor's first keystroke into a
   * field feeding calculations does not pay for that code's first runs.
   */
  prepare(): void
  /** The static model (compiled calcs, key index) for the submit and view layers. */
  readonly model: FormModel
}

/** Creates the store of one form instance (its state is never shared with another form). */
export function createFormStore(form: FormDef, env: FormEnv): FormStore {
  // The engine is installed before a form that needs it is built (mount-form.tsx).
  const model = buildFormModel(form, env, calcEngine())
  const derive = deriver()
  const initial = loadedState(model, env)
  let state = initial
  const blockers = new Set<string>()
  const listeners = new Set<() => void>()
  const resetListeners = new Set<() => void>()
  // As the original's submit button: a newly added field error disables it, the end of a
  // submit (failed validation or a response) enables it again, and so does the last error
  // going away.
  let errorCount = 0
  let errorLock = false

  const publish = (next: FormState, unlock = false) => {
    let count = 0
    for (const f of Object.values(next.fields)) count += Object.keys(f.errors).length
    const anyFieldError = count > 0
    errorLock = anyFieldError && !unlock && (errorLock || count > errorCount)
    errorCount = count
    let formErrors = next.formErrors
    if (anyFieldError && formErrors[FIELD_ERRORS_ID] === undefined) {
      formErrors = { ...formErrors, [FIELD_ERRORS_ID]: model.messages('formErrorsCorrectErrors') }
    } else if (!anyFieldError && formErrors[FIELD_ERRORS_ID] !== undefined) {
      const { [FIELD_ERRORS_ID]: _gone, ...rest } = formErrors
      formErrors = rest
    }
    state = {
      ...next,
      formErrors,
      submitDisabled: errorLock || next.submitting || blockers.size > 0,
    }
    for (const l of [...listeners]) {
      try {
        l()
      } catch (error) {
        console.error(bramble('A form listener failed:'), error)
      }
    }
  }

  const patchField = (id: string, patch: Partial<FieldState>) => {
    const f = state.fields[id]
    if (!f) return undefined
    const next = { ...f, ...patch }
    return { ...state.fields, [id]: next }
  }

  const revalidate = (fields: Record<string, FieldState>, ids: string[], skipTab = false) => {
    let out = fields
    for (const id of ids) {
      const f = out[id]
      if (!f) continue
      const errors = validateFieldErrors(model, out, f, skipTab, model.env.hooks?.validateRequired)
      if (errors !== f.errors) out = { ...out, [id]: { ...f, errors } }
    }
    return out
  }

  // Confirm fields that pair with this field re-check when it changes.
  const partnersOf = (field: FieldState) =>
    Object.values(state.fields)
      .filter(
        (f) =>
          rulesOf(f.def.type).includes(confirmRule) &&
          !f.clean &&
          (f.def as Record<string, unknown>).confirm_field === field.def.key,
      )
      .map((f) => f.id)

  const ready = loadLazyRules(model, env, () => {
    // Date fields touched before the check arrived are checked now.
    const dates = Object.values(state.fields).filter(
      (f) => rulesOf(f.def.type).includes(dateRule) && !f.clean,
    )
    if (dates.length > 0)
      publish({
        ...state,
        fields: revalidate(
          { ...state.fields },
          dates.map((f) => f.id),
        ),
      })
  })

  const store: FormStore = {
    model,
    whenReady: () => ready,
    getState: () => state,
    prepare() {
      // Without the add-on hooks: no add-on reply is asked and no debug line logged for it.
      const quiet = { ...model, env: { ...model.env, hooks: undefined } }
      for (const key of model.graph.byField.keys()) derive(quiet, state, new Set([key]))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setValue(fieldId, value) {
      const f = state.fields[fieldId]
      if (!f || Object.is(f.value, value)) return
      let fields: Record<string, FieldState> = { ...state.fields, [fieldId]: { ...f, value } }
      // A repeater child changes what its repeater's `{field:KEY}` shows.
      const owner = f.repeater ? state.fields[f.repeater.id] : f
      const changed = new Set(owner ? [owner.def.key] : [])
      // Fields with `mirror_field` copy this field's value on every change, as the original.
      const mirrors = model.mirrors.get(fieldId)
      if (mirrors) {
        for (const id of mirrors) {
          const m = fields[id]
          if (!m || Object.is(m.value, value)) continue
          fields[id] = { ...m, value }
          changed.add(m.def.key)
        }
      }
      const d = derive(model, { ...state, fields }, changed)
      fields = { ...d.fields }
      fields = revalidate(fields, [...(f.clean ? [] : [fieldId]), ...partnersOf(f)])
      publish({ ...state, ...d, fields })
    },
    markUnclean(fieldId, reason, keyCode) {
      const f = state.fields[fieldId]
      if (!f) return
      // Keyup validates only after the first touch; tab never triggers email/date checks.
      if (reason === 'keyup' && f.clean) {
        if (f.errors[UNIQUE_FIELD_SLUG] !== undefined)
          store.removeFieldError(fieldId, UNIQUE_FIELD_SLUG)
        return
      }
      let errors = f.errors
      if (clearsUniqueField(reason) && errors[UNIQUE_FIELD_SLUG] !== undefined) {
        const { [UNIQUE_FIELD_SLUG]: _gone, ...rest } = errors
        errors = rest
      }
      const fields = { ...state.fields, [fieldId]: { ...f, clean: false, errors } }
      publish({
        ...state,
        fields: revalidate(
          fields,
          [fieldId, ...partnersOf(f)],
          reason === 'keyup' && keyCode === 9,
        ),
      })
    },
    validateForSubmit() {
      let fields: Record<string, FieldState> = {}
      for (const [id, f] of Object.entries(state.fields))
        fields[id] = f.clean ? { ...f, clean: false } : f
      fields = revalidate(fields, Object.keys(fields))
      publish({ ...state, fields }, true)
      const invalid = Object.values(state.fields)
        .filter((f) => Object.keys(f.errors).length > 0)
        .map((f) => {
          const owner = f.repeater ? state.fields[f.repeater.id] : f
          return {
            id: f.id,
            order: owner ? orderOf(owner.def) + (f.repeater ? 1e-3 * (f.repeater.set + 1) : 0) : 0,
          }
        })
      const firstInvalidId = focusTarget(invalid)
      return firstInvalidId === undefined ? { ok: true } : { ok: false, firstInvalidId }
    },
    addRepeaterSet(repeaterId) {
      const next = withAddedSet(state, model, repeaterId)
      if (next) publish(next)
    },
    removeRepeaterSet(repeaterId, setIndex) {
      const next = withoutSet(state, repeaterId, setIndex)
      if (next) publish(next)
    },
    addFieldError(fieldId, key, message = '') {
      const fields = patchField(fieldId, {
        errors: { ...state.fields[fieldId]?.errors, [key]: message },
      })
      if (fields) publish({ ...state, fields })
    },
    removeFieldError(fieldId, key) {
      const f = state.fields[fieldId]
      if (!f || f.errors[key] === undefined) return
      const { [key]: _gone, ...errors } = f.errors
      publish({ ...state, fields: { ...state.fields, [fieldId]: { ...f, errors } } })
    },
    addFormError(id, message = '') {
      publish({ ...state, formErrors: { ...state.formErrors, [id]: message } })
    },
    removeFormError(id) {
      if (state.formErrors[id] === undefined) return
      const { [id]: _gone, ...formErrors } = state.formErrors
      publish({ ...state, formErrors })
    },
    setVisible(fieldId, visible) {
      const f = state.fields[fieldId]
      if (!f || f.visible === visible) return
      const fields = { ...state.fields, [fieldId]: { ...f, visible } }
      const d = derive(model, { ...state, fields }, new Set([f.def.key]))
      publish({ ...state, ...d, fields: revalidate({ ...d.fields }, f.clean ? [] : [fieldId]) })
    },
    setExtra(key, value) {
      publish({ ...state, extra: { ...state.extra, [key]: value } })
    },
    getExtra: (key) => state.extra[key],
    removeExtra(key) {
      if (!(key in state.extra)) return
      const { [key]: _gone, ...extra } = state.extra
      publish({ ...state, extra })
    },
    setSubmitting(submitting) {
      publish({ ...state, submitting }, !submitting)
    },
    blockSubmit(reason, blocked) {
      if (blocked) blockers.add(reason)
      else blockers.delete(reason)
      publish({ ...state })
    },
    setHoneypot(text) {
      const message = honeypotError(text, model.messages)
      const { [HONEYPOT_ERROR_ID]: _gone, ...rest } = state.formErrors
      publish({
        ...state,
        honeypot: text,
        formErrors: message === undefined ? rest : { ...rest, [HONEYPOT_ERROR_ID]: message },
      })
    },
    setNonce(security, nonceTs) {
      publish({ ...state, nonce: { security, nonce_ts: nonceTs } })
    },
    setResponse(patch) {
      publish({ ...state, response: { ...state.response, ...patch } })
    },
    reset() {
      publish({ ...initial, nonce: state.nonce, response: state.response, extra: state.extra })
      for (const listener of [...resetListeners]) listener()
    },
    onReset(listener) {
      resetListeners.add(listener)
      return () => resetListeners.delete(listener)
    },
  }
  return store
}
