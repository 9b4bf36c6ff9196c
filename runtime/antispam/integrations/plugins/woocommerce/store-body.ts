import type { AddedField } from '../../engine/body-rewrite'
import { addJsonMembers } from '../../engine/json-body'

/** The Store API's add-to-cart route. */
export const ADD_ITEM = '/wc/store/v1/cart/add-item'
const BATCH = '/wc/store/v1/batch'

interface BatchBody {
  requests?: { path?: unknown; body?: unknown }[]
}

/**
 * The WooCommerce Store API body with the field added: an add-item JSON body gets the
 * property; a batch gets it in `body` of each add-item request. Undefined when the URL is
 * not one of these or nothing changed.
 */
export function rewriteStoreBody(
  url: string,
  body: unknown,
  field: AddedField,
): string | undefined {
  if (typeof body !== 'string') return undefined
  if (url.includes(ADD_ITEM)) {
    const next = addJsonMembers(body, [field])
    return next === body ? undefined : next
  }
  if (!url.includes(BATCH)) return undefined
  let parsed: BatchBody
  try {
    parsed = JSON.parse(body) as BatchBody
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed.requests)) return undefined
  let changed = false
  for (const request of parsed.requests) {
    if (typeof request?.path !== 'string' || !request.path.includes(ADD_ITEM)) continue
    const inner = request.body
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) continue
    if (field.key in inner) continue
    ;(inner as Record<string, unknown>)[field.key] = field.value
    changed = true
  }
  // A nested edit cannot be spliced in place; the server decodes the JSON either way.
  return changed ? JSON.stringify(parsed) : undefined
}
