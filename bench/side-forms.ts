/**
 * The form front end side by side with the original (issue 19), in real Chromium with no
 * DevTools session on the measured pages (bench/clean-browser.ts).
 *
 * Pages: the contact form (4 fields), the job application (the form builder's own template,
 * 23 fields), 500 fields and 100 chained calculations, each printed as WordPress prints it on a
 * block theme (bench/side-pages.ts): the original loads jQuery, underscore, Backbone, the
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
import { existsSync } from 'node:fs'
import type { CDPSession } from 'puppeteer'
import { pageFixtures } from '../sim/pages'
import { renderFormsPage } from '../sim/pages/nff/render'
import { loadNffFile } from '../sim/pages/nff/templates'
import { CleanBrowser, type TraceEvent } from './clean-browser'
import { templatesDir } from './originals'
import { formPage, type Impl } from './side-pages'
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
import { busyBetween, fetchedBytes, markTime, scriptCost } from './lib/trace'

const OWN = ownScripts(/\/(wp-includes\/js|wp-content\/plugins\/ninja-forms)\/.+\.js/)
const CHAIN = 100

/** The readiness probe: marks `bench-ready` once `fields` containers and an enabled submit exist. */
export const readyProbe = (fields: number) => `<script>(() => {
  const done = () => {
    const b = document.querySelector('.nf-form-cont .submit-container input[type=submit]')
    if (!b || b.disabled) return false
    if (document.querySelectorAll('.nf-form-cont .nf-field-container').length < ${fields}) return false
    performance.mark('bench-ready')
    setTimeout(() => fetch('/__bench/report/ready'), 1000)
    return true
  }
  new MutationObserver((_, obs) => done() && obs.disconnect())
    .observe(document, { childList: true, subtree: true, attributes: true })
})()</script>`

// Keystroke marks: `key-start-i` at the keydown of a digit, `key-shown-i` when all displays
// show the chain's value for the input's value, `key-after-i` after that frame (a message
// posted from its animation callback runs once style, layout and paint are done).
const KEY_PROBE = `<script>(() => {
  let n = 0
  let pending = -1
  const shown = () => {
    const input = document.querySelector('.nf-form-cont .number-container input')
    const shows = document.querySelectorAll('.nf-form-cont .html-container')
    if (!input || input.value === '' || shows.length !== ${CHAIN}) return false
    const v = Number(input.value)
    for (let j = 0; j < ${CHAIN}; j++)
      if (!shows[j].textContent.includes('Step ' + j + ': ' + (v * 1.5 + j).toFixed(2))) return false
    return true
  }
  document.addEventListener('keydown', (e) => {
    if (!/^[0-9]$/.test(e.key)) return
    pending = n++
    performance.mark('key-start-' + pending)
  }, { capture: true })
  new MutationObserver(() => {
    if (pending < 0 || !shown()) return
    const i = pending
    pending = -1
    performance.mark('key-shown-' + i)
    requestAnimationFrame(() => {
      const ch = new MessageChannel()
      ch.port1.onmessage = () => {
        performance.mark('key-after-' + i)
        setTimeout(() => fetch('/__bench/report/key?i=' + i), 30)
      }
      ch.port2.postMessage(0)
    })
  }).observe(document, { childList: true, subtree: true, characterData: true })
})()</script>`

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

const KEYS: readonly [string, ...string[]][] = [['3'], ['ShiftTab', '7']]

async function press(input: CDPSession, key: string): Promise<void> {
  const shift = key === 'ShiftTab'
  const name = shift ? 'Tab' : key
  const d = {
    key: name,
    code: /^\d$/.test(name) ? `Digit${name}` : name,
    windowsVirtualKeyCode: /^\d$/.test(name) ? 48 + Number(name) : 9,
    modifiers: shift ? 8 : 0,
  }
  await input.send('Input.dispatchKeyEvent', {
    type: /^\d$/.test(name) ? 'keyDown' : 'rawKeyDown',
    ...(/^\d$/.test(name) ? { text: name } : {}),
    ...d,
  })
  await input.send('Input.dispatchKeyEvent', { type: 'keyUp', ...d })
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
    await focusFirstInput(browser, targetId)
    const input = await browser.inputSession(targetId)
    for (const [i, keys] of KEYS.entries()) {
      const reported = site.next('key')
      for (const k of keys) await press(input, k)
      await press(input, 'Tab')
      const q = await reported
      if (q.get('i') !== String(i))
        throw new Error(`[bramble] forms bench: keystroke ${q.get('i')} reported, ${i} expected`)
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

/** Keydown of each keystroke → its `key-<end>-i` mark, in ms (none off the chain page). */
function keyTimes(events: TraceEvent[], chain: boolean, end: 'shown' | 'after'): number[] {
  if (!chain) return []
  return KEYS.map(
    (_, i) => (markTime(events, `key-${end}-${i}`) - markTime(events, `key-start-${i}`)) / 1000,
  )
}

/** Focuses the chain's number input through a DOM-only session, detached before measuring. */
async function focusFirstInput(browser: CleanBrowser, targetId: string): Promise<void> {
  const session = await browser.pageSession(targetId)
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '.nf-form-cont .number-container input',
    })
    if (!nodeId) throw new Error('[bramble] forms bench: no number input on the chain page')
    await session.send('DOM.focus', { nodeId })
  } finally {
    await browser.detach(session)
  }
}

interface FormShape {
  readonly label: string
  readonly fields: number
  readonly html: string
  readonly ready: number
  readonly cpu: number
}

function shapes(site: BenchSite, dir: string | undefined): FormShape[] {
  const page = (id: string) => pageFixtures.get(id)!.render(site.ctx)
  const job = dir && `${templatesDir(dir)}/formtemplate-jobapplication.nff`
  const out: FormShape[] = []
  // The contact form is the project's own export (3 inputs and a submit button).
  if (pageFixtures.has('forms-contact'))
    out.push({
      label: 'contact form (4 fields)',
      fields: 4,
      html: page('forms-contact'),
      ready: 0.5,
      cpu: 0.5,
    })
  if (job && existsSync(job))
    out.push({
      label: 'job application (23 fields)',
      fields: 23,
      html: renderFormsPage(site.ctx, { title: 'Job Application', forms: [loadNffFile(job, '5')] }),
      ready: 0.5,
      cpu: 0.5,
    })
  else
    out.push({
      label: '23-field registration (no job application without the originals)',
      fields: 23,
      html: page('forms-23-fields'),
      ready: 0.5,
      cpu: 0.5,
    })
  out.push({
    label: '500 fields',
    fields: 500,
    html: page('forms-500-fields'),
    ready: 0.3,
    cpu: 0.5,
  })
  return out
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
    for (const [n, shape] of shapes(site, dir).entries()) {
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
