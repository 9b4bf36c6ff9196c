import { addedField, type FieldSource } from './added-field'
import { addToBody } from './body-rewrite'
import type { IntegrationEnv } from './env'
import type { FetchRule } from './env'
import { ADD_TO_CART, METFORM, WPRM } from './markers'
import { rewriteStoreBody } from './woocommerce-store'

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

/** The third-party fetch integrations of contract (f) (loaded with the plugin chunk). */
export const PLUGIN_FETCH_RULES: readonly FetchRule[] = [
  {
    name: 'Metform',
    rewrite: ({ url, body }, env) =>
      restPath(url, 'metform/') && marked(env, METFORM) ? injectU(body, env.fields) : undefined,
  },
  {
    name: 'WP Recipe Maker',
    rewrite: ({ url, body }, env) =>
      restPath(url, 'wp-recipe-maker/') && marked(env, WPRM)
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
]
