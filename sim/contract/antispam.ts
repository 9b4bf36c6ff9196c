import { markupNames, quotedNames } from './markup-names'
import { ajaxActions, enqueuedScripts, phpCookieNames, restRoutes, scriptDetail } from './php-calls'
import { entriesOf, flattenKeys, localizedGlobals, sourceOf, type Resolver } from './php-globals'
import { callArgs, functionBody, literal, parseArray, arrayOpen } from './php-text'
import type { Category, PluginTree } from './types'

const NAMES = /^(?:ct|apbct|wordpress_apbct)_/
const MARKERS = /^(?:apbct|ct|cleantalk)[-_]/
// Admin screens, the plugin's settings and its bundled libraries are not the visitor's side.
const NOT_VISITOR = /(?:^|\/)(?:vendor|node_modules|tests?)\/|admin|settings|find-?spam|sync-react/i

/** The anti-spam plugin's handle for a file it enqueues through its own loader. */
function loaderHandle(file: string): string {
  const base = (file.split('/').pop() as string).replace(/\.js$/, '')
  return `${base}-js`
}

/** The printed globals: the Localize classes (`const NAME = 'ctPublic'` + `getData()`). */
function printedGlobals(r: Resolver, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = r.source(file)
    const name = literal(/\bconst\s+NAME\s*=\s*(['"]\w+['"])/.exec(text)?.[1])
    const body = name ? functionBody(text, 'getData') : undefined
    if (!name || body === undefined) continue
    out.set(name, 'printed')
    const ret = /\breturn\s+(\$\w+)\s*;/.exec(body)
    const entries = ret ? entriesOf({ ...r, wholeFile: text }, ret[1] as string, body) : []
    for (const [k, v] of flattenKeys(name, entries)) out.set(k, v)
  }
  return out
}

/** Handles the plugin's own loader enqueues (`->js('file.js', deps)`), and the bundles. */
function loaderScripts(r: Resolver, files: readonly string[], tree: PluginTree) {
  const out = new Map<string, string>()
  let bundleDeps = ''
  for (const file of files) {
    const text = r.source(file)
    for (const m of text.matchAll(/->js\s*\(/g)) {
      const [asset, deps] = callArgs(text, (m.index as number) + m[0].length - 1)
      const depList =
        deps && arrayOpen(deps) !== -1
          ? parseArray(deps, arrayOpen(deps))
              .map((e) => literal(e.value) ?? e.value)
              .join(',')
          : ''
      const name = literal(asset)
      if (name) out.set(loaderHandle(name), scriptDetail(`js/${name}`, depList))
      else if (/bundle/.test(asset ?? '')) bundleDeps = depList
    }
  }
  // The public bundle's name is chosen at run time from the settings: every variant shipped.
  for (const file of tree.files) {
    const m = /^js\/(apbct-public-bundle[\w-]*\.min\.js)$/.exec(file)
    if (m) out.set(loaderHandle(m[1] as string), scriptDetail(file, bundleDeps))
  }
  return out
}

/** Actions handled through the plugin's AJAX service or by reading `action` itself. */
function serviceActions(r: Resolver, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = r.source(file)
    for (const m of text.matchAll(/->add(Public|Admin)Action\s*\(\s*(['"][\w-]+['"])/g))
      out.set(`ajax:${literal(m[2])}`, m[1] === 'Public' ? 'public' : 'logged-in')
    const read =
      /(?:Post::get(?:String)?\(\s*'action'\s*\)|\$_POST\[\s*'action'\s*\])\s*===?\s*'([\w-]+)'|Post::equal\(\s*'action'\s*,\s*'([\w-]+)'/g
    for (const m of text.matchAll(read)) {
      const action = (m[1] ?? m[2]) as string
      if (MARKERS.test(action) && !out.has(`ajax:${action}`)) out.set(`ajax:${action}`, 'read')
    }
    if (/class\s+RemoteCalls\b/.test(text))
      for (const m of text.matchAll(/function\s+action__(\w+)\s*\(/g))
        out.set(`remote:${m[1]}`, 'spbc_remote_call_action')
  }
  return out
}

/**
 * Actions of the integrations table (`$apbct_active_integrations`): each entry with
 * `'ajax' => true` hooks `wp_ajax_<hook>` and `wp_ajax_nopriv_<hook>` for its hook(s).
 */
function integrationActions(r: Resolver, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = r.source(file)
    const m = /\$apbct_active_integrations\s*=\s*/.exec(text)
    if (!m) continue
    for (const entry of parseArray(text, arrayOpen(text, m.index + m[0].length))) {
      const fields = new Map((entry.children ?? []).map((c) => [c.key, c]))
      if (fields.get('ajax')?.value !== 'true') continue
      const hook = fields.get('hook')
      const hooks = hook?.children ? hook.children.map((c) => c.value) : [hook?.value]
      for (const h of hooks) {
        const name = literal(h)
        if (name) out.set(`ajax:${name}`, 'public')
      }
    }
  }
  return out
}

/** The alt-sessions allow-list: name → `alt-sessions:<type>`. */
function altSessionNames(r: Resolver, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = r.source(file)
    const m = /\$allowed_alt_cookies\s*=\s*/.exec(text)
    if (!m) continue
    for (const e of parseArray(text, arrayOpen(text, m.index + m[0].length)))
      if (e.key) out.set(e.key, `alt-sessions:${literal(e.value) ?? e.value}`)
  }
  return out
}

/** The visitor bundle's sources: the unminified prebuilt bundles, else the minified ones. */
function visitorScripts(tree: PluginTree): string[] {
  const prebuilt = tree.files.filter((f) => /^js\/prebuild\/apbct-public-bundle[\w-]*\.js$/.test(f))
  if (prebuilt.length > 0) return prebuilt
  return tree.files.filter((f) => /^js\/apbct-public-bundle[\w-]*\.min\.js$/.test(f))
}

/** The anti-spam plugin's visitor contract, by category. */
export function antispamContract(tree: PluginTree): Record<Category, Map<string, string>> {
  const source = sourceOf(tree)
  const php = tree.files.filter((f) => f.endsWith('.php') && !/(?:^|\/)vendor\//.test(f))
  const visitorPhp = php.filter((f) => !NOT_VISITOR.test(f))
  const r: Resolver = { source, phpFiles: php }
  const js = visitorScripts(tree).map((f) => tree.read(f))

  const globals = new Map([...printedGlobals(r, php), ...localizedGlobals(r, php)])
  const scripts = new Map([...enqueuedScripts(source, php), ...loaderScripts(r, php, tree)])
  const endpoints = new Map([
    ...serviceActions(r, php),
    ...integrationActions(r, php),
    ...ajaxActions(source, php),
    ...restRoutes(source, php),
  ])

  const dom = new Map<string, string>()
  for (const text of [...visitorPhp.map(source), ...js])
    for (const name of markupNames(text, { names: NAMES, markers: MARKERS })) dom.set(name, '')

  // Storage: the alt-sessions allow-list, the cookies PHP reads, and the visitor bundle's
  // quoted names that are not a field, an element or an action.
  const taken = new Set([...dom.keys(), ...endpoints.keys()].map((n) => n.replace(/^\w+:/, '')))
  const storage = new Map<string, string>()
  for (const name of phpCookieNames(source, visitorPhp)) if (NAMES.test(name)) storage.set(name, '')
  for (const text of js)
    for (const name of quotedNames(text, NAMES)) if (!taken.has(name)) storage.set(name, '')
  for (const [name, type] of altSessionNames(r, php)) storage.set(name, type)
  return { globals, scripts, endpoints, storage, dom }
}
