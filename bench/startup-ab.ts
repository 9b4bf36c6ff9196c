/**
 * A before/after of the anti-spam runtime's start-up alone (a diagnosis, not a budget): the
 * side-by-side bench's comment or registration page, loaded with no input for 3.5 s, the
 * build of `BENCH_BASELINE_DIST` (served at /dist-base/) and dist/ alternating in fresh
 * contexts with no DevTools session on the page; prints the medians of each build's scripts'
 * main-thread CPU and their ratio. Quicker than a whole `--shapes` run when a change touches
 * only the start-up.
 *
 *   BENCH_BASELINE_DIST=<dir> npx tsx bench/startup-ab.ts [comment|register] [on|off]
 *     [native|alternative|none] [loads per build, default 8]
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { asBaseline, BASELINE_DIR } from './baseline'
import { CleanBrowser } from './clean-browser'
import { scriptCost, type TraceEvent } from './lib/trace'
import { median } from './lib/stats'
import { registerKnobs, registerPage } from './side-page-register'
import { commentPage } from './side-pages'
import { startBenchSite } from './side-site'
import { bramble } from '../sim/message'

const IDLE_MS = 3500
const [which = 'comment', detector = 'on', mode = 'native', count = '8'] = process.argv.slice(2)
if (!BASELINE_DIR || !['comment', 'register'].includes(which) || !(Number(count) >= 1)) {
  console.error(
    bramble(
      'bench startup-ab: set BENCH_BASELINE_DIST to an earlier dist/ and give [comment|register] [on|off] [native|alternative|none] [loads].',
    ),
  )
  process.exit(2)
}
const shape = { cookieMode: mode as 'native', botDetector: detector === 'on' }
const site = await startBenchSite(which === 'register' ? registerKnobs(shape) : shape, undefined)
const page = (which === 'register' ? registerPage : commentPage)(site.ctx, {
  impl: 'bramble',
  styles: false,
})
const builds = {
  before: {
    url: site.page(`ab-${which}-before`, asBaseline(page)),
    own: /\/dist-base\/[^/?]+\.js/,
  },
  after: { url: site.page(`ab-${which}-after`, page), own: /\/dist\/[^/?]+\.js/ },
}
const browser = await CleanBrowser.launch((u) => u.includes('/__bench/page/'))
const cpu: Record<keyof typeof builds, number[]> = { before: [], after: [] }
try {
  for (let i = 0; i < Number(count); i++)
    for (const build of i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
      const events = await browser.traced(builds[build].url, () => sleep(IDLE_MS))
      cpu[build].push(scriptCost(events as TraceEvent[], builds[build].own).cpuMs)
    }
} finally {
  await browser.close()
  await site.close()
}
const [before, after] = [median(cpu.before), median(cpu.after)]
console.log(
  `${which} page, ${mode} cookies, detector ${detector}: start-up CPU before ${before.toFixed(2)} ms, after ${after.toFixed(2)} ms, ratio ${(after / before).toFixed(3)}`,
)
for (const build of ['before', 'after'] as const)
  console.log(`  ${build}: ${cpu[build].map((ms) => ms.toFixed(1)).join(' ')}`)
