import type { Source } from './php-globals'
import { callArgs, literal, parseArray, arrayOpen, squash } from './php-text'

/** Each call of `fn(` in `text`, with its arguments. */
function* calls(text: string, fn: string): Generator<string[]> {
  for (const m of text.matchAll(new RegExp(`(?<![\\w$>:])${fn}\\s*\\(`, 'g'))) {
    yield callArgs(text, (m.index as number) + m[0].length - 1)
  }
}

/** A dependency list as written: literal handles, or the expression when it is not literal. */
function depsOf(expr: string | undefined): string {
  if (expr === undefined) return ''
  const open = arrayOpen(expr)
  if (open !== 0 && !/^array\s*\(/.test(expr.trim())) return squash(expr)
  return parseArray(expr, open)
    .map((e) => literal(e.value) ?? squash(e.value))
    .join(',')
}

/** The detail of a script: its source expression and its dependencies. */
export function scriptDetail(src: string, deps: string): string {
  return `src=${src} deps=[${deps}]`
}

/**
 * Every `wp_enqueue_script` / `wp_register_script` with a literal handle: handle → source
 * expression and dependencies. A handle enqueued by name only (no source) is kept only when
 * nothing else registers it.
 */
export function enqueuedScripts(source: Source, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = source(file)
    for (const fn of ['wp_register_script', 'wp_enqueue_script']) {
      for (const [handle, src, deps] of calls(text, fn)) {
        const name = literal(handle)
        if (!name) continue
        if (src === undefined) {
          if (!out.has(name)) out.set(name, '')
          continue
        }
        out.set(name, scriptDetail(squash(src), depsOf(deps)))
      }
    }
  }
  return out
}

/**
 * AJAX actions registered with a literal hook: `add_action( 'wp_ajax_nopriv_X', … )` →
 * `ajax:X` public, `wp_ajax_X` alone → logged-in only.
 */
export function ajaxActions(source: Source, files: readonly string[]): Map<string, string> {
  const publicActions = new Set<string>()
  const privActions = new Set<string>()
  for (const file of files) {
    for (const [hook] of calls(source(file), 'add_action')) {
      const name = literal(hook)
      const m = name ? /^wp_ajax_(nopriv_)?(\w+)$/.exec(name) : null
      if (!m) continue
      if (m[1]) publicActions.add(m[2] as string)
      else privActions.add(m[2] as string)
    }
  }
  const out = new Map<string, string>()
  for (const a of privActions) out.set(`ajax:${a}`, 'logged-in')
  for (const a of publicActions) out.set(`ajax:${a}`, 'public')
  return out
}

/**
 * REST routes: `register_rest_route( namespace, route, … )`, the namespace a literal or
 * `$this->namespace` set to a literal in the same file.
 */
export function restRoutes(source: Source, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = source(file)
    const own = /\$this->namespace\s*=\s*(['"][^'"]*['"])/.exec(text)
    for (const [ns, route, options] of calls(text, 'register_rest_route')) {
      const namespace = literal(ns) ?? (own && /namespace/.test(ns ?? '') ? literal(own[1]) : '')
      const path = literal(route)
      if (path === undefined) continue
      const methods = /['"]methods['"]\s*=>\s*([^,\n)]+)/.exec(options ?? '')
      const name = `rest:${namespace}/${path.replace(/^\//, '')}`
      out.set(name, methods ? `methods=${squash(methods[1] as string)}` : '')
    }
  }
  return out
}

/**
 * Cookie names the PHP reads or writes with a literal name: `$_COOKIE['x']`, `setcookie('x'`,
 * `Cookie::get('x'` / `::set(`, and `define('…COOKIE…', 'x')`.
 */
export function phpCookieNames(source: Source, files: readonly string[]): Set<string> {
  const out = new Set<string>()
  const patterns = [
    /\$_COOKIE\s*\[\s*'([\w-]+)'/g,
    /\bsetcookie\s*\(\s*'([\w-]+)'/g,
    /\bCookie::(?:get|set|getString|getBool|getInt)\w*\s*\(\s*'([\w-]+)'/g,
    /\bdefine\s*\(\s*'\w*COOKIE\w*'\s*,\s*'([\w-]+)'/g,
  ]
  for (const file of files) {
    const text = source(file)
    for (const p of patterns) for (const m of text.matchAll(p)) out.add(m[1] as string)
  }
  return out
}
