/**
 * What the browser charges the first script on a page that calls an API the anti-spam
 * runtime must call at start-up (a diagnosis for issue 19, not a budget): the first element
 * wrapper, the first cookie read and write, the first localStorage access, `navigator`, the
 * first computed style, a form POST by XHR and by fetch. Each snippet runs alone, inline in
 * the side-by-side bench's comment page with no anti-spam script, between two
 * `performance.mark`s whose thread clocks (`tts`) give its thread time. The original pays
 * these first uses as well: they are the part of both columns that neither can cut.
 *
 *   npx tsx bench/first-use-costs.ts [loads]
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { CleanBrowser } from './clean-browser'
import { commentPage } from './side-pages'
import { startBenchSite } from './side-site'
import { median } from './lib/stats'
import { navigationStart, type TraceEvent } from './lib/trace'

const loads = Number(process.argv[2] ?? 5)
const form = `const fd=new FormData();fd.append('cookies','{}');fd.append('action','x');`
/**
 * Snippets run as the page's first script, in `<head>` or (late) 1 s after `ready`; `setup`
 * runs before the first mark (the element the style is read of, and its wrapper).
 */
const SNIPPETS: Record<string, [code: string, late?: true, setup?: string]> = {
  nothing: [''],
  'first element (document.head)': ['window.x = document.head.id'],
  'cookie read': ['window.x = document.cookie'],
  'cookie write': [`document.cookie = 'a=1; path=/; samesite=lax'`],
  'cookie read + write': [`window.x = document.cookie; document.cookie = 'a=1; path=/'`],
  'localStorage read': [`window.x = localStorage.getItem('x')`],
  'navigator.webdriver': ['window.x = navigator.webdriver'],
  'getComputedStyle of one field (at ready + 1 s)': [
    'window.x = getComputedStyle(window.el).display',
    true,
    `window.el = document.querySelector('#author')`,
  ],
  'XHR POST of a FormData (at ready + 1 s)': [
    `${form}const x = new XMLHttpRequest(); x.open('POST', '/x'); x.send(fd)`,
    true,
    'document.head.id',
  ],
  'fetch POST of a FormData (at ready + 1 s)': [
    `${form}fetch('/x', { method: 'POST', body: fd, credentials: 'same-origin' })`,
    true,
    'document.head.id',
  ],
}

const measured = (code: string, setup = '') =>
  `${setup};performance.mark('first-use-a');(()=>{${code}})();performance.mark('first-use-b')`

const site = await startBenchSite({ cookieMode: 'native', botDetector: true }, undefined)
const bare = commentPage(site.ctx, { impl: 'bramble', styles: false }).replace(
  /<script src="\/dist\/antispam\.js"[^>]*><\/script>/,
  '',
)
const pages = Object.entries(SNIPPETS).map(([name, [code, late, setup]], i) => {
  const html = late
    ? bare.replace(
        '</body>',
        `<script>addEventListener('DOMContentLoaded',()=>setTimeout(()=>{${measured(code, setup)}},1000))</script></body>`,
      )
    : bare.replace('</head>', `<script>${measured(code, setup)}</script></head>`)
  return { name, url: site.page(`first-use-${i}`, html), ms: [] as number[] }
})
const browser = await CleanBrowser.launch((u) => /^https?:/.test(u))
try {
  for (let i = 0; i < loads; i++)
    for (const page of i % 2 ? [...pages].reverse() : pages) {
      const events = await browser.traced(page.url, () => sleep(3500))
      const from = navigationStart(events, page.url)
      const mark = (name: string) =>
        events.find((e) => e.name === name && e.ts >= from) as
          (TraceEvent & { tts?: number }) | undefined
      const a = mark('first-use-a')?.tts
      const b = mark('first-use-b')?.tts
      if (a !== undefined && b !== undefined) page.ms.push((b - a) / 1000)
    }
} finally {
  await browser.close()
  await site.close()
}
const base = median(pages[0]!.ms)
console.log(`thread time of each snippet as a page's first script, median of ${loads} (min–max)`)
for (const { name, ms } of pages) {
  const range = `${Math.min(...ms).toFixed(2)}–${Math.max(...ms).toFixed(2)}`
  const above = name === 'nothing' ? '' : `, ${(median(ms) - base).toFixed(2)} ms above nothing`
  console.log(`  ${median(ms).toFixed(2).padStart(5)} ms (${range})${above}  ${name}`)
}
