import { addedField, type FieldSource } from './added-field'
import { addToBody, type AddedField } from './body-rewrite'
import type { IntegrationEnv } from './env'
import { bodyField } from './request-info'
import { rewriteStoreBody } from './woocommerce-store'

/** A fetch request as the wrapper sees it: the URL and the init body (never undefined). */
export interface FetchCall {
  readonly url: string
  readonly body: unknown
}

/**
 * A plugin whose fetch requests are rewritten. `rewrite` returns the new body, or
 * undefined when the call is not the plugin's or nothing was added.
 */
export interface FetchRule {
  readonly name: string
  rewrite(call: FetchCall, env: IntegrationEnv): unknown
}

const restPath = (url: string, path: string) =>
  url.includes(`/wp-json/${path}`) ||
  url.includes(`rest_route=/${path}`) ||
  url.includes(`rest_route=%2F${path.replace(/\//g, '%2F')}`)

/** FormData appended or a JSON string body given a property; other bodies unchanged. */
function injectU(body: unknown, fields: FieldSource): unknown {
  const field = [addedField(fields, 'U')]
  const out = addToBody(body, field, typeof body === 'string' ? 'json' : 'keep')
  return out.changed ? out.body : undefined
}

const marked = (env: IntegrationEnv, selector: string) =>
  env.win.document.querySelector(selector) !== null

const ADD_TO_CART =
  '.add_to_cart_button, .single_add_to_cart_button, .wc-block-components-product-button__button'

/** The `id` of a Ninja Forms submission: the first `"id":"<digits>"` of its formData. */
export function ninjaFormId(formData: string | undefined): string | undefined {
  return formData?.match(/"id":"(\d+)"/)?.[1]
}

/** Every fetch integration of contract (f), plus this project's own form front end. */
export const FETCH_RULES: readonly FetchRule[] = [
  {
    name: 'Metform',
    rewrite: ({ url, body }, env) =>
      restPath(url, 'metform/') && marked(env, 'form.metform-form-content')
        ? injectU(body, env.fields)
        : undefined,
  },
  {
    name: 'WP Recipe Maker',
    rewrite: ({ url, body }, env) =>
      restPath(url, 'wp-recipe-maker/') &&
      marked(env, 'form.wprm-user-ratings-modal-stars-container')
        ? injectU(body, env.fields)
        : undefined,
  },
  {
    name: 'WooCommerce Store API',
    rewrite: ({ url, body }, env) =>
      env.settings.wcAddToCart && marked(env, ADD_TO_CART)
        ? rewriteStoreBody(url, body, addedField(env.fields, 'U'))
        : undefined,
  },
  {
    // dist/forms.js submits with fetch; the original protects Ninja Forms through jQuery.
    name: 'Ninja Forms (fetch)',
    rewrite: ({ body }, env) => {
      if (typeof body !== 'string' && !(body instanceof URLSearchParams)) return undefined
      if (bodyField(body, 'action') !== 'nf_ajax_submit') return undefined
      const fields: AddedField[] = [addedField(env.fields, 'U')]
      const id = ninjaFormId(bodyField(body, 'formData'))
      const vf = id && env.visibleFields(env.win.document.getElementById(`nf-form-${id}-cont`))
      if (vf) fields.push({ key: 'apbct_visible_fields', value: vf })
      const out = addToBody(body, fields, 'append')
      return out.changed ? out.body : undefined
    },
  },
]
