import { NO_COOKIE_KEY, TOKEN_KEY } from '../../engine/added-field'
import { guard, type Integration, type IntegrationEnv } from '../../engine/env'
import { ADD_ITEM } from './store-body'

/** `wp.apiFetch` options as the middleware sees them. */
export interface ApiFetchOptions {
  path?: string
  url?: string
  data?: unknown
  [key: string]: unknown
}

type Next = (options: ApiFetchOptions) => unknown
type Middleware = (options: ApiFetchOptions, next: Next) => unknown

const CHECKOUT = '/wc/store/v1/checkout'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The pair the Store API middleware adds: the raw localStorage token wrapper (wire: the
 * server reads its `value`), else the no-cookie payload in mode none only.
 */
function storeField(env: IntegrationEnv): [string, string] | undefined {
  const raw = env.fields.detectorOn ? env.fields.rawToken() : null
  if (raw) return [TOKEN_KEY, raw]
  if (env.cookieMode === 'none') return [NO_COOKIE_KEY, env.fields.noCookie()]
  return undefined
}

/** The options with the field added (copies; the page's objects are never mutated). */
export function rewriteApiFetchOptions(
  env: IntegrationEnv,
  options: ApiFetchOptions,
): ApiFetchOptions {
  const data = options.data
  if (isObject(data) && Array.isArray(data.requests)) {
    const first: unknown = data.requests[0]
    if (!isObject(first) || first.path !== ADD_ITEM) return options
    const field = storeField(env)
    const body = isObject(first.body) ? first.body : {}
    if (!field || field[0] in body) return options
    const requests = [
      { ...first, body: { ...body, [field[0]]: field[1] } },
      ...data.requests.slice(1),
    ]
    return { ...options, data: { ...data, requests } }
  }
  if (typeof options.path === 'string' && options.path.includes(CHECKOUT)) {
    const field = storeField(env)
    const current = isObject(data) ? data : {}
    if (!field || field[0] in current) return options
    return { ...options, data: { ...current, [field[0]]: field[1] } }
  }
  return options
}

/**
 * Registers a `wp.apiFetch` middleware for the WooCommerce Store API (add-item in a batch,
 * checkout). apiFetch has no way to remove a middleware, so uninstall makes it inert.
 */
export const apiFetchIntegration: Integration = {
  name: 'wp-api-fetch',
  install(env) {
    let active = true
    let registered = false
    const middleware: Middleware = (options, next) =>
      next(active ? guard(() => rewriteApiFetchOptions(env, options), options) : options)
    const register = () =>
      guard(() => {
        const api = (env.win as unknown as { wp?: { apiFetch?: { use?(m: Middleware): void } } }).wp
          ?.apiFetch
        if (registered || typeof api?.use !== 'function') return
        api.use(middleware)
        registered = true
      }, undefined)
    // wp-api-fetch is usually printed in the footer, after this bundle.
    register()
    env.win.addEventListener('DOMContentLoaded', register)
    env.win.addEventListener('load', register)
    return () => {
      active = false
      env.win.removeEventListener('DOMContentLoaded', register)
      env.win.removeEventListener('load', register)
    }
  },
}
