/**
 * The form front end side by side with the original (issue 19), in real Chromium with no
 * DevTools session on the measured pages (bench/clean-browser.ts).
 *
 * Pages: the contact form (4 fields), the job application (the form builder's own template,
 * 23 fields), 500 fields and 100 chained calculations, each printed as WordPress prints it on a
 * block theme (bench/side-form-page.ts): the original loads jQuery, underscore, Backbone, the
 * builder's deps and front end (and its date picker when a form has a date) and renders from
 * the underscore templates in the page; Bramble loads dist/forms.js and what it fetches.
 *
 * - ready: wall time from a mark right before the first form script to the submit button of a
 *   fully rendered form (every field container present) being enabled;
 * - main-thread CPU: thread time of the main thread's tasks between those two marks;
 * - bytes: gzip of the form scripts fetched until 1 s after ready (own code: all but React);
 * - longest task running the implementation's scripts, until 1 s after ready;
 * - keystroke: on the calculation chain, from the keydown of a digit to the moment all 100
 *   displays show the chained value (the budget: "keystroke → every display updated"), and on
 *   to the end of the frame that paints them (a reading: on this machine the same DOM written
 *   by plain script takes 12–13 ms to that point, `--only forms-floor`). The original recalculates on `change`,
 *   so every keystroke is followed by Tab (the same keys on both sides); two per load, the
 *   first on a fresh page.
 * Loads alternate between the two, the order flipping every pair.
 */
import { pageFixtures } from '../sim/pages'
import { CleanBrowser } from './clean-browser'
import { focusOn } from './page-input'
import { formPage, formShapes } from './side-form-page'
import { CHAIN, KEY_PROBE, KEYS, keyTimes, press, readyProbe } from './side-form-probes'
import type { Impl } from './side-pages'
import {
  implPages,
  interleavedLoads,
  longestTaskRow,
  ownScripts,
  rowsOf,
  scriptFiles,
  sideImpls,
  type SideSuiteOptions,
} from './side-runs'
import { startBenchSite, type BenchSite } from './side-site'
import type { SideRow } from './side-table'
import { fetchedBytes } from './lib/fetched-bytes'
import { busyBetween, markTime, scriptCost } from './lib/trace'
import { bramble } from '../sim/message'

const OWN = ownScripts(/\/(wp-includes\/js|wp-content\/plugins\/ninja-forms)\/.+\.js/)

interface FormLoad {
  readonly readyMs: number
  readonly cpuMs: number
  readonly longestTaskMs: number
  readonly bytes: number
  readonly ownBytes: number
  readonly files: string[]
  /** Keydown → every display shows the value, per keystroke (chain page only). */
  readonly keysMs: number[]
  /** Keydown → the end of the frame that paints them, per keystroke (chain page only). */
  readonly keysPaintedMs: number[]
}

async function oneLoad(
  browser: CleanBrowser,
  site: BenchSite,
  url: string,
  impl: Impl,
  dir: string | undefined,
  chain: boolean,
): Promise<FormLoad> {
  const events = await browser.traced(url, async (targetId) => {
    await site.next('ready')
    if (!chain) return
    await focusOn(browser, targetId, '.nf-form-cont .number-container input', {
      missing: bramble('forms bench: no number input on the chain page'),
    })
    const input = await browser.inputSession(targetId)
    for (const [i, keys] of KEYS.entries()) {
      const reported = site.next('key')
      for (const k of keys) await press(input, k)
      await press(input, 'Tab')
      const q = await reported
      if (q.get('i') !== String(i))
        throw new Error(bramble(`forms bench: keystroke ${q.get('i')} reported, ${i} expected`))
      // Let the page go idle, so one keystroke's work never runs into the next one's marks.
      await new Promise((r) => setTimeout(r, 200))
    }
  })
  const start = markTime(events, 'bench-start')
  const fileFor = scriptFiles(impl, OWN, dir)
  const fetched = await fetchedBytes(events, fileFor)
  // Own code: the plugin's code without the shared libraries it runs on (React for Bramble;
  // jQuery, underscore and Backbone, which WordPress serves, for the original).
  const library = /^\/dist(-base)?\/react-vendor\.js$|^\/wp-includes\//
  const own = await fetchedBytes(events, (p) => (library.test(p) ? undefined : fileFor(p)))
  return {
    readyMs: (markTime(events, 'bench-ready') - start) / 1000,
    cpuMs: busyBetween(events, 'bench-start', 'bench-ready'),
    longestTaskMs: scriptCost(events, OWN[impl], start).longestTaskMs,
    bytes: fetched.bytes,
    ownBytes: own.bytes,
    files: fetched.files,
    keysMs: keyTimes(events, chain, 'shown'),
    keysPaintedMs: keyTimes(events, chain, 'after'),
  }
}

/** Runs the form pages and the calculation chain and returns their rows. */
export async function sideForms({
  originals,
  loads,
  wants = () => true,
}: SideSuiteOptions): Promise<SideRow[]> {
  const dir = originals.ok ? originals.dir : undefined
  const impls = sideImpls(dir)
  const site = await startBenchSite({}, dir)
  const browser = await CleanBrowser.launch((url) => /^https?:/.test(url))
  const rows: SideRow[] = []
  try {
    const measure = async (
      name: string,
      label: string,
      html: string,
      probe: string,
      chain: boolean,
    ) => {
      const urls = implPages(site, name, impls, (impl) =>
        formPage(html, { impl, originalsDir: dir, probe }),
      )
      console.error(`bench: ${label}: ${loads} loads per side…`)
      const runs = await interleavedLoads(
        impls,
        loads,
        (impl) => oneLoad(browser, site, urls[impl], impl, dir, chain),
        `[side-forms] ${name}`,
      )
      return rowsOf(runs, impls.length > 1, label)
    }
    for (const [n, shape] of formShapes(site, dir).entries()) {
      if (!wants(shape.label)) continue
      const row = await measure(
        `form${n}`,
        shape.label,
        shape.html,
        readyProbe(shape.fields),
        false,
      )
      rows.push(
        row(
          'ready (wall, first form script → rendered form, submit enabled)',
          'ms',
          (l) => l.readyMs,
          { kind: 'ratio', max: shape.ready },
        ),
        row('main-thread CPU to ready', 'ms', (l) => l.cpuMs, { kind: 'ratio', max: shape.cpu }),
        longestTaskRow(row),
      )
      if (n === 0) {
        rows.push(
          row('form scripts fetched, gzip (React included)', 'B', (l) => l.bytes, {
            kind: 'ratio',
            max: 1.0,
          }),
          row(
            'own code fetched, gzip (without React / jQuery, underscore, Backbone)',
            'B',
            (l) => l.ownBytes,
            { kind: 'absolute', max: 25 * 1024 },
          ),
        )
      }
    }
    if (!wants(`${CHAIN} chained calculations`)) return rows
    const chainHtml = pageFixtures.get('forms-ui-calc-chain')!.render(site.ctx)
    const row = await measure(
      'chain',
      `${CHAIN} chained calculations`,
      chainHtml,
      readyProbe(CHAIN + 2) + KEY_PROBE,
      true,
    )
    rows.push(
      row(
        'first keystroke → every display updated (digit + Tab)',
        'ms',
        (l) => l.keysMs.slice(0, 1),
        { kind: 'absolute', max: 10 },
      ),
      row('every keystroke → every display updated (first included)', 'ms', (l) => l.keysMs, {
        kind: 'absolute',
        max: 10,
      }),
      row(
        'every keystroke → the frame that paints every display (first included)',
        'ms',
        (l) => l.keysPaintedMs,
        { kind: 'none' },
      ),
      longestTaskRow(row),
    )
  } finally {
    await browser.close()
    await site.close()
  }
  return rows
}
