/**
 * Names in markup and visitor scripts: form field names, element ids and classes, data
 * attributes, and quoted storage-like names, each kept only when it matches the plugin's
 * own prefix (so a theme's `id="main"` is not part of the contract).
 */

/** Adds each capture of `pattern` in `text` that `keep` accepts, as `kind:name`. */
function collect(
  out: Set<string>,
  text: string,
  pattern: RegExp,
  kind: string,
  keep: RegExp,
  split = false,
): void {
  for (const m of text.matchAll(pattern)) {
    const values = split ? (m[1] as string).split(/\s+/) : [m[1] as string]
    for (const v of values) if (v && keep.test(v)) out.add(`${kind}:${v}`)
  }
}

/** The prefixes a plugin's own names start with. */
export interface NamePrefixes {
  /** Field names, storage names (`ct_`, `apbct_`). */
  readonly names: RegExp
  /** Ids and classes (`apbct-`, `ct-`, `nf-`…). */
  readonly markers: RegExp
}

/**
 * Field names (`field:`), ids (`id:`), classes (`class:`) and data attributes (`attr:`) in
 * HTML written by PHP or JS, and in the selectors a script queries.
 */
export function markupNames(text: string, prefixes: NamePrefixes): Set<string> {
  const out = new Set<string>()
  const { names, markers } = prefixes
  const q = `\\\\?['"]`
  // name="x" in markup, [name="x"] / [name^=x] / [name*="x"] in selectors, .name = 'x'.
  collect(out, text, new RegExp(`\\bname=${q}?([\\w-]+)`, 'g'), 'field', names)
  collect(out, text, /\[name[\^*$|~]?=["']?([\w-]+)/g, 'field', names)
  collect(out, text, /\.name\s*=\s*['"]([\w-]+)['"]/g, 'field', names)
  collect(out, text, /setAttribute\(\s*['"]name['"]\s*,\s*['"]([\w-]+)['"]/g, 'field', names)
  // id="x", getElementById('x'), .id = 'x', '#x' in a selector.
  collect(out, text, new RegExp(`\\bid=${q}([\\w-]+)`, 'g'), 'id', markers)
  collect(out, text, /getElementById\(\s*['"]([\w-]+)['"]/g, 'id', markers)
  collect(out, text, /\.id\s*=\s*['"]([\w-]+)['"]/g, 'id', markers)
  collect(out, text, /['"\s(,>]#([A-Za-z][\w-]*)/g, 'id', markers)
  // class="a b", classList.add('x'), className = 'x', '.x' in a selector.
  collect(out, text, new RegExp(`\\bclass=${q}([\\w\\s-]+)`, 'g'), 'class', markers, true)
  collect(out, text, /classList\.(?:add|contains|toggle)\(\s*['"]([\w-]+)['"]/g, 'class', markers)
  collect(out, text, /className\s*=\s*['"]([\w\s-]+)['"]/g, 'class', markers, true)
  collect(out, text, /['"\s(,>]\.([A-Za-z][\w-]*)/g, 'class', markers)
  // Data attributes the plugin's markup carries and its scripts select by.
  collect(out, text, /\[(data-[a-z][\w-]*)/g, 'attr', /^data-/)
  collect(out, text, /getAttribute\(\s*['"](data-[a-z][\w-]*)['"]/g, 'attr', /^data-/)
  return out
}

/** Quoted names with one of the prefixes (`'ct_ps_timestamp'`, `"apbct_pixel_url"`). */
export function quotedNames(text: string, prefix: RegExp): Set<string> {
  const out = new Set<string>()
  for (const m of text.matchAll(/['"`]([A-Za-z][\w]*)['"`]/g)) {
    const name = m[1] as string
    if (prefix.test(name) && !name.endsWith('_')) out.add(name)
  }
  return out
}
