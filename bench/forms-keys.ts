/**
 * The keystroke rows of the form bench (bench/forms.ts): one keystroke feeding 100 chained
 * calculations, on our page and beside it the floor — the same rendered page frozen as static
 * HTML whose own few lines write the 100 new strings — and the frozen page with no script at
 * all (what typing alone costs), each with the split of its frame's busy time.
 */
import type { CleanBrowser } from './clean-browser'
import { KEYS, type BenchProxy } from './forms-proxy'
import type { BenchRow } from './lib/bench-row'
import { median } from './lib/stats'
import { busyBetween, cpuBetween } from './lib/trace'

const KEYSTROKES = 10

// The floor page's own script: on `input`, the 100 display text nodes get the strings the
// chain shows for the input's new value (precomputed for every value the bench types), so
// the keystroke costs the browser's work for "100 displays change in one frame" and nothing
// else: no framework, no calculation, no parsing.
const FLOOR = `<script>(() => {
  const input = document.querySelector('.number-container input')
  const texts = [...document.querySelectorAll('.nf-live-display span[data-key]')].map((s) => s.firstChild)
  if (!input || texts.length !== 100 || texts.some((t) => !t || t.nodeType !== 3 || t !== t.parentNode.lastChild))
    throw new Error('floor page: not the rendered chain')
  const table = new Map()
  for (const v of ['', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
    table.set(v, texts.map((_, i) => (Number(v) * 1.5 + i).toFixed(2)))
  input.addEventListener('input', () => {
    const next = table.get(input.value)
    for (let i = 0; i < texts.length; i++) texts[i].data = next[i]
  })
})()</script>`

/**
 * The calc-chain page as the form renders it, frozen: its HTML and styles (the page's and
 * those the runtime injected) after the first render, without any script, plus the
 * keystroke marks and {@link FLOOR}.
 */
async function floorPage(browser: CleanBrowser, chainUrl: string): Promise<string> {
  const context = await browser.browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.goto(chainUrl, { waitUntil: 'networkidle0' })
    await page.waitForFunction(
      () => document.querySelectorAll('.nf-live-display span[data-key]').length === 100,
    )
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true) as HTMLElement
      for (const el of root.querySelectorAll('script, link[rel=preload], link[rel=modulepreload]'))
        el.remove()
      return `<!DOCTYPE html>\n${root.outerHTML}`
    })
    return html.replace(/<head>/i, `<head>${KEYS}`).replace(/<\/body>/i, `${FLOOR}</body>`)
  } finally {
    await context.close()
  }
}

interface Keystrokes {
  /** Keydown to the end of the frame that shows the values, per keystroke. */
  readonly frame: number[]
  /** Keydown to that frame's animation callback (before its style, layout and paint). */
  readonly beforeFrame: number[]
  /** Of `frame`: style and layout (forced or the frame's), per keystroke. */
  readonly layout: number[]
  /** Of `frame`: pre-paint, paint, layerize and commit, per keystroke. */
  readonly paint: number[]
  readonly sameFrame: boolean
}

const LAYOUT = new Set(['UpdateLayoutTree', 'Layout'])
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit'])

/** Types a digit, then alternately Backspace and a digit, in the 100-calculation chain. */
async function keystrokes(
  browser: CleanBrowser,
  proxy: BenchProxy,
  path = '/forms-ui-calc-chain/',
): Promise<Keystrokes> {
  const oks: boolean[] = []
  const events = await browser.traced(`${proxy.origin}${path}`, async (target) => {
    await proxy.next('ready')
    const input = await browser.inputSession(target)
    for (let i = 0; i <= KEYSTROKES; i++) {
      const digit = String((i * 7 + 3) % 10)
      const key =
        i % 2 === 0
          ? { key: digit, code: `Digit${digit}`, windowsVirtualKeyCode: 48 + Number(digit) }
          : { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 }
      const reported = proxy.next('key')
      await input.send('Input.dispatchKeyEvent', {
        type: i % 2 === 0 ? 'keyDown' : 'rawKeyDown',
        ...(i % 2 === 0 ? { text: digit } : {}),
        ...key,
      })
      await input.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key })
      oks.push((await reported).get('ok') === 'true')
      // Let the page go idle, so one keystroke's work never runs into the next one's marks.
      await new Promise((r) => setTimeout(r, 150))
    }
  })
  const frame: number[] = []
  const beforeFrame: number[] = []
  const layout: number[] = []
  const paint: number[] = []
  for (let i = 0; i <= KEYSTROKES; i++) {
    const [a, b] = [`key-start-${i}`, `key-after-${i}`]
    frame.push(busyBetween(events, a, b))
    beforeFrame.push(busyBetween(events, a, `key-frame-${i}`))
    layout.push(cpuBetween(events, a, b, (e) => LAYOUT.has(e.name)))
    paint.push(cpuBetween(events, a, b, (e) => PAINT.has(e.name)))
  }
  return { frame, beforeFrame, layout, paint, sameFrame: oks.every(Boolean) }
}

/** Medians over runs of the per-run medians of the keystrokes after the first. */
class KeystrokeRuns {
  readonly first: number[] = []
  readonly frame: number[] = []
  readonly beforeFrame: number[] = []
  readonly layout: number[] = []
  readonly paint: number[] = []
  sameFrame = true

  add(k: Keystrokes): void {
    this.first.push(k.frame[0] ?? NaN)
    this.frame.push(median(k.frame.slice(1)))
    this.beforeFrame.push(median(k.beforeFrame.slice(1)))
    this.layout.push(median(k.layout.slice(1)))
    this.paint.push(median(k.paint.slice(1)))
    this.sameFrame &&= k.sameFrame
  }

  split(): string {
    const rest = this.frame.map((f, i) => f - (this.layout[i] ?? 0) - (this.paint[i] ?? 0))
    return (
      `style+layout ${median(this.layout).toFixed(2)} ms · pre-paint+paint+layerize+commit ` +
      `${median(this.paint).toFixed(2)} ms · script, input and the rest ${median(rest).toFixed(2)} ms`
    )
  }
}

/**
 * The keystroke rows: our page, and beside it the floor — the same rendered page frozen as
 * static HTML whose own few lines write the 100 new strings, measured the same way — and
 * the frozen page with no script at all (what typing alone costs), with the split of each.
 * Runs alternate between the three pages.
 */
export async function keystrokeRows(
  browser: CleanBrowser,
  proxy: BenchProxy,
  chainUrl: string,
): Promise<BenchRow[]> {
  const frozen = await floorPage(browser, chainUrl)
  proxy.serve('/__bench-floor/', frozen)
  // The same frozen page with no script of its own: typing changes the input and nothing else.
  proxy.serve('/__bench-typing/', frozen.replace(FLOOR, ''))
  const ours = new KeystrokeRuns()
  const floor = new KeystrokeRuns()
  const typing = new KeystrokeRuns()
  for (let i = 0; i < 5; i++) {
    ours.add(await keystrokes(browser, proxy))
    floor.add(await keystrokes(browser, proxy, '/__bench-floor/'))
    typing.add(await keystrokes(browser, proxy, '/__bench-typing/'))
  }
  const k = median(ours.frame)
  const f = median(floor.frame)
  return [
    {
      metric: 'forms: keystroke → 100 calcs shown (median of 10 after the first)',
      value: `${k.toFixed(2)} ms`,
      budget: '5 ms',
      ok: k <= 5,
    },
    {
      metric: 'forms: same, keydown → that frame before its style/layout/paint',
      value: `${median(ours.beforeFrame).toFixed(2)} ms`,
      budget: '—',
      ok: true,
    },
    { metric: 'forms: same, split', value: ours.split(), budget: '—', ok: true },
    {
      metric: 'forms: first keystroke → 100 calcs shown',
      value: `${median(ours.first).toFixed(2)} ms`,
      budget: '—',
      ok: true,
    },
    {
      metric: 'forms: 100 calcs shown in the same frame',
      value: String(ours.sameFrame),
      budget: 'true',
      ok: ours.sameFrame,
    },
    {
      metric:
        'forms: floor — same page frozen, plain JS writes 100 precomputed strings on input (median of 10 after the first)',
      value: `${f.toFixed(2)} ms`,
      budget: '— (the browser’s own cost)',
      ok: floor.sameFrame,
    },
    { metric: 'forms: floor, split', value: floor.split(), budget: '—', ok: true },
    {
      metric:
        'forms: typing alone — same page frozen, no script, no display changes (median of 10 after the first)',
      value: `${median(typing.frame).toFixed(2)} ms`,
      budget: '— (the browser’s cost of a keystroke into this page)',
      ok: true,
    },
    { metric: 'forms: typing alone, split', value: typing.split(), budget: '—', ok: true },
    {
      // The budget read as our script's share: what the keystroke costs above the floor.
      metric: 'forms: keystroke, ours above the floor (medians)',
      value: `${(k - f).toFixed(2)} ms`,
      budget: '5 ms (our share)',
      ok: k - f <= 5,
    },
  ]
}
