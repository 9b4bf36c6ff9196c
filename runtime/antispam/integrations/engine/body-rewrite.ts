import { addJsonMembers } from './json-body'
import { appendUrlencoded, prependUrlencoded } from './urlencoded'

/** A field an integration adds to a request. */
export interface AddedField {
  readonly key: string
  readonly value: string
}

/** How a string body is edited: urlencoded pairs appended or prepended, or JSON members. */
export type StringEdit = 'append' | 'prepend' | 'json' | 'keep'

/** The outcome of a rewrite: the body to send and whether anything was added. */
export interface Rewritten<T> {
  readonly body: T
  readonly changed: boolean
}

/**
 * Whether `value` is a FormData, from this window or another realm: a same-origin iframe's
 * `new FormData()` is not an `instanceof` this window's FormData.
 */
export function isFormData(value: unknown): value is FormData {
  return (
    (typeof FormData !== 'undefined' && value instanceof FormData) ||
    Object.prototype.toString.call(value) === '[object FormData]'
  )
}

/** Whether `value` is a URLSearchParams, from this window or another realm (see isFormData). */
function isSearchParams(value: unknown): value is URLSearchParams {
  return (
    value instanceof URLSearchParams ||
    Object.prototype.toString.call(value) === '[object URLSearchParams]'
  )
}

function copyFormData(source: FormData): FormData {
  const copy = new FormData()
  // Entries are strings or File objects; appending a File keeps its bytes, name and type.
  source.forEach((value, key) => copy.append(key, value))
  return copy
}

/**
 * Adds fields to a request body and keeps its type and every original byte: FormData and
 * URLSearchParams (of any realm) are copied with the missing keys appended, strings are edited as `edit`
 * says, and any other body (Blob, ArrayBuffer, ReadableStream, none) is returned as is.
 * A key that is already present is never added again.
 */
export function addToBody<T>(
  body: T,
  fields: readonly AddedField[],
  edit: StringEdit,
): Rewritten<T> {
  const unchanged = { body, changed: false }
  if (fields.length === 0) return unchanged
  if (isFormData(body)) {
    const missing = fields.filter((f) => !body.has(f.key))
    if (missing.length === 0) return unchanged
    const copy = copyFormData(body)
    missing.forEach((f) => copy.append(f.key, f.value))
    return { body: copy as T, changed: true }
  }
  if (isSearchParams(body)) {
    const missing = fields.filter((f) => !body.has(f.key))
    if (missing.length === 0) return unchanged
    const copy = new URLSearchParams(body)
    missing.forEach((f) => copy.append(f.key, f.value))
    return { body: copy as T, changed: true }
  }
  if (typeof body === 'string') {
    const next =
      edit === 'append'
        ? appendUrlencoded(body, fields)
        : edit === 'prepend'
          ? prependUrlencoded(body, fields)
          : edit === 'json'
            ? addJsonMembers(body, fields)
            : body
    return next === body ? unchanged : { body: next as T, changed: true }
  }
  return unchanged
}
