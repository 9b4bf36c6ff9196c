import { createHash } from 'node:crypto'
import { markupNames, quotedNames } from './markup-names'
import { ajaxActions, enqueuedScripts, phpCookieNames, restRoutes } from './php-calls'
import { localizedGlobals, sourceOf, type Resolver } from './php-globals'
import type { Category, PluginTree } from './types'

const NAMES = /^nf_/
const MARKERS = /^(?:nf|ninja-forms)-/
// The form builder's visitor side: its main file, the display and AJAX layers, the fields
// and their templates (the admin screens, builder and REST API for the dashboard are not).
const VISITOR =
  /^(?:ninja-forms\.php|includes\/(?:Display|AJAX|Fields|Libraries\/Session)\/|includes\/Session\.php)/

/** The front end's scripts, for the storage names they use. */
const FRONT_END_JS = /^assets\/js\/min\/front-end(?:-deps)?\.js$/

/** `<script id="tmpl-nf-…">` templates: id → a short hash of their markup. */
function templates(tree: PluginTree): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of tree.files.filter((f) => /^includes\/Templates\/[^/]+\.html$/.test(f))) {
    const text = tree.read(file)
    const pattern = /<script[^>]*\bid=["'](tmpl-nf-[\w-]+)["'][^>]*>([\s\S]*?)<\/script>/g
    for (const m of text.matchAll(pattern)) {
      const body = (m[2] as string).replace(/\s+/g, ' ').trim()
      const hash = createHash('sha1').update(body).digest('hex').slice(0, 10)
      out.set(`template:${m[1]}`, `sha1:${hash}`)
    }
  }
  return out
}

/**
 * The globals of the inline per-form script (`var formDisplay=1;var nfForms=…;form.id=…`),
 * as printed by the display layer: `nfForms[].id` for the form object's properties.
 */
function inlineGlobals(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of text.matchAll(/<script>([^<]*\bnfForms\b[^<]*)<\/script>/g)) {
    const script = m[1] as string
    for (const v of script.matchAll(/\bvar\s+(\w+)\s*=/g))
      if (v[1] !== 'form') out.set(v[1] as string, 'inline')
    for (const p of script.matchAll(/\bform\.(\w+)\s*=/g)) out.set(`nfForms[].${p[1]}`, 'inline')
  }
  return out
}

/**
 * Markup with PHP echoes taken out: one between two dashes is a value (`nf-form-<?php echo
 * $id; ?>-cont` → `nf-form-ID-cont`), any other separates words (a class list's extra class).
 */
function withHoles(text: string): string {
  return text.replace(/-<\?php[\s\S]*?\?>-/g, '-ID-').replace(/<\?php[\s\S]*?\?>/g, ' ')
}

/** The form builder's visitor contract, by category. */
export function formsContract(tree: PluginTree): Record<Category, Map<string, string>> {
  const source = sourceOf(tree)
  const php = tree.files.filter((f) => f.endsWith('.php') && !/(?:^|\/)vendor\//.test(f))
  const visitor = php.filter((f) => VISITOR.test(f))
  const r: Resolver = {
    source,
    phpFiles: php,
    configFile: (name) => php.find((f) => f === `includes/Config/${name}.php`),
  }
  const globals = localizedGlobals(r, visitor)
  for (const file of visitor)
    for (const [k, v] of inlineGlobals(tree.read(file).replace(/<\?php[\s\S]*?\?>/g, "''")))
      globals.set(k, v)

  const scripts = enqueuedScripts(source, visitor)
  const endpoints = new Map([...ajaxActions(source, visitor), ...restRoutes(source, visitor)])

  const dom = templates(tree)
  const markup = tree.files.filter((f) => /^includes\/Templates\/display-[^/]+\.php$/.test(f))
  for (const file of [...visitor, ...markup]) {
    const text = withHoles(tree.read(file))
    for (const name of markupNames(text, { names: NAMES, markers: MARKERS }))
      dom.set(name.replace(/ID/g, '{id}'), '')
  }

  const storage = new Map<string, string>()
  for (const name of phpCookieNames(source, visitor)) storage.set(name, 'cookie')
  for (const file of tree.files.filter((f) => FRONT_END_JS.test(f))) {
    const text = tree.read(file)
    const storageCalls = /(?:localStorage|sessionStorage)\.(?:get|set|remove)Item\(\s*['"]([\w-]+)/g
    for (const m of text.matchAll(storageCalls)) storage.set(m[1] as string, 'storage')
    for (const name of quotedNames(text, /^nf_wp_session$/)) storage.set(name, 'cookie')
  }
  return { globals, scripts, endpoints, storage, dom }
}
