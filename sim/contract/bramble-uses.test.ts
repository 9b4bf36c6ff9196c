import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../repo-root'
import { BRAMBLE_USES, MENTIONED_NOT_USED, RUNTIME_OWN_NAMES } from './bramble-uses'
import { arrayOpen, literal, parseArray } from './php-text'
import { CATEGORIES, type Category, type Contract, type PluginKind } from './types'

/** Every file under `dir` whose name passes `keep`. */
function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'test-support' ? [] : walk(full, keep)
    return keep(full) ? [full] : []
  })
}

// The runtime's own code (tests and their helpers left out) with comments blanked, and the
// loader plugin: what Bramble ships to a site.
const runtimeFiles = walk(
  path.join(REPO_ROOT, 'runtime'),
  // Test files and their helpers (`*.test.ts`, `*.test-helper.ts`) are not the runtime.
  (f) => /\.tsx?$/.test(f) && !/\.test[.-]/.test(f),
)
const SOURCE = runtimeFiles
  .map((f) => readFileSync(f, 'utf8'))
  .map((t) => t.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1'))
  .join('\n')
const SWAP = readFileSync(
  path.join(REPO_ROOT, 'wordpress', 'bramble', 'includes', 'class-bramble-swap.php'),
  'utf8',
)

/** The name as the runtime would spell it: a global's last key, an action, a marker. */
function bare(category: Category, name: string): string {
  if (category === 'globals') return (name.split('.').pop() as string).replace('[]', '')
  if (category === 'endpoints') return name.replace(/^\w+:/, '').split('/').pop() as string
  return name.replace(/^\w+:/, '')
}

const escape = (s: string) => s.replace(/[-[\]{}()*+?.\\^$|]/g, '\\$&')

/** Whether Bramble's runtime names `name` (a `{id}` hole matches any short value). */
function mentioned(category: Category, name: string): boolean {
  const b = bare(category, name)
  const pattern = b.includes('{id}')
    ? b.split('{id}').map(escape).join('.{1,30}')
    : `(?<![\\w-])${escape(b)}(?![\\w-])`
  return new RegExp(pattern).test(SOURCE)
}

/** A `const NAME = array( … )` list of the loader plugin. */
function loaderList(name: string): string[] {
  const at = SWAP.indexOf(`const ${name} = array(`)
  expect(at, `${name} in class-bramble-swap.php`).toBeGreaterThan(-1)
  return parseArray(SWAP, arrayOpen(SWAP, at)).map((e) => literal(e.value) as string)
}

const verified = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'sim', 'contract', 'verified-contract.json'), 'utf8'),
) as Record<PluginKind, Contract>

describe('BRAMBLE_USES', () => {
  for (const plugin of ['antispam', 'forms'] as const) {
    for (const category of CATEGORIES.filter((c) => c !== 'scripts')) {
      it(`${plugin} ${category}: every listed name is named by the runtime`, () => {
        const stale = BRAMBLE_USES[plugin][category].filter((n) => !mentioned(category, n))
        expect(stale, 'listed but never named in runtime/: remove them').toEqual([])
      })

      it(`${plugin} ${category}: every name of the verified contract the runtime names is listed`, () => {
        const listed = new Set(BRAMBLE_USES[plugin][category])
        const missing = Object.keys(verified[plugin].categories[category]).filter(
          (n) =>
            mentioned(category, n) &&
            !listed.has(n) &&
            MENTIONED_NOT_USED[`${plugin} ${category} ${n}`] === undefined,
        )
        expect(
          missing,
          'named by runtime/ but not in BRAMBLE_USES (or MENTIONED_NOT_USED)',
        ).toEqual([])
      })
    }
  }

  it('lists every ct_/apbct_ name the runtime quotes, whatever the verified contract holds', () => {
    const listed = new Set(
      Object.values(BRAMBLE_USES.antispam)
        .flat()
        .map((n) => bare('dom', n).split(/[./]/).pop() as string),
    )
    const quoted = [...SOURCE.matchAll(/['"`]((?:ct|apbct)_\w+)['"`$]/g)].map((m) => m[1] as string)
    const unlisted = [...new Set(quoted)].filter(
      (n) => !listed.has(n) && RUNTIME_OWN_NAMES[n] === undefined,
    )
    expect(
      unlisted,
      'quoted by runtime/: add to BRAMBLE_USES, or to RUNTIME_OWN_NAMES with why',
    ).toEqual([])
  })

  it('lists the anti-spam handles the loader swaps: each verified bundle handle its pattern takes', () => {
    const pattern = /const ANTISPAM_HANDLE = '\/(.+)\/';/.exec(SWAP)?.[1] as string
    const swapped = Object.keys(verified.antispam.categories.scripts).filter((h) =>
      new RegExp(pattern).test(h),
    )
    expect(swapped.length).toBeGreaterThan(0)
    expect([...BRAMBLE_USES.antispam.scripts].sort()).toEqual(swapped.sort())
  })

  it('lists the form builder handles the loader swaps, drops or keeps', () => {
    const handles = ['nf-front-end', ...loaderList('FORMS_DROPPED'), ...loaderList('FORMS_KEPT')]
    expect([...BRAMBLE_USES.forms.scripts].sort()).toEqual(handles.sort())
  })

  it('says why for each name it leaves out, and each such name is still in the verified contract', () => {
    for (const [key, reason] of Object.entries(MENTIONED_NOT_USED)) {
      const [plugin, category, name] = key.split(' ') as [PluginKind, Category, string]
      expect(reason.length, key).toBeGreaterThan(10)
      expect(verified[plugin].categories[category], key).toHaveProperty([name])
    }
  })
})
