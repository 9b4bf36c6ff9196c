/**
 * A small stand-in for `@wordpress/api-fetch` (`wp.apiFetch`) with its middleware
 * semantics: `use(m)` puts `m` first in the chain, each middleware gets `(options, next)`;
 * the default handler resolves `path` against the REST root, sends `data` as a JSON body,
 * parses the JSON reply and rejects with it on a non-2xx status. Calls `window.fetch` at
 * request time.
 */
export function apiFetchScript(restRoot: string): string {
  return `
(function () {
  var root = ${JSON.stringify(restRoot)}
  var middlewares = []
  function fetchHandler(options) {
    var url = options.url || root + String(options.path || '').replace(/^\\//, '')
    var headers = Object.assign({ Accept: 'application/json, */*;q=0.1' }, options.headers)
    var body = options.body
    if (body === undefined && options.data !== undefined) {
      body = JSON.stringify(options.data)
      headers['Content-Type'] = 'application/json'
    }
    return window
      .fetch(url, { method: options.method || 'GET', headers: headers, body: body, credentials: 'include' })
      .then(function (response) {
        return response.json().then(function (json) {
          if (!response.ok) throw json
          return json
        })
      })
  }
  function apiFetch(options) {
    var chain = middlewares.reduceRight(function (next, middleware) {
      return function (working) { return middleware(working, next) }
    }, fetchHandler)
    try {
      return Promise.resolve(chain(options))
    } catch (error) {
      return Promise.reject(error)
    }
  }
  apiFetch.use = function (middleware) { middlewares.unshift(middleware) }
  window.wp = window.wp || {}
  window.wp.apiFetch = apiFetch
})()
`
}
