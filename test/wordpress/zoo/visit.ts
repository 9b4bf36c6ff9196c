import type { Browser, BrowserContext, HTTPResponse, Page } from 'puppeteer'
import type { ActorEnvironment } from '../../../sim/actors/actor'
import { runScenario } from '../../../sim/driver/run-scenario'
import { realSite } from '../../../sim/driver/real-site/real-site'
import { openTab } from '../../../sim/driver/tabs-ahead'
import { parseScenario } from '../../../sim/scenario/load'
import { siteMapSchema } from '../../../sim/site/site-map'
import { openSitePage, runId, type Flavour, type SiteHandle } from '../site'
import { SEND_PATHS, dwellAndFill, saveSubmitFirst, type SendPathName } from './send-paths'

// One visitor of the zoo on the real comment page, with the original's scripts or ours:
// a scripted no-input bot (send-paths.ts) or an actor of sim/actors driven by the
// simulator's own driver in real time. What it gives back is what the comparison reads.

/** Who visits: a no-input bot sending one way, or an actor of the simulator. */
export type ZooVisitor =
  | { readonly kind: 'path'; readonly name: SendPathName }
  | { readonly kind: 'actor'; readonly name: string }

/** What the server made of the submission, as a visitor would notice it. */
export interface Outcome {
  /** The comment's `comment_approved` when stored (`0` held, `1` approved, `spam`), else null. */
  readonly stored: string | null
  /** The text of the page the server answered a refusal with (empty when none was read). */
  readonly refusal: string | null
}

/** One visit, as the comparison reads it. */
export interface Visit {
  readonly email: string
  /** The visit's own ids (in its email and text), blanked before comparing. */
  readonly tokens: string[]
  /** When the page was ready (epoch ms): times are compared from here. */
  readonly originMs: number
  readonly outcome: Outcome
  readonly cookies: { name: string; value: string }[]
  readonly errors: string[]
}

/**
 * The `n`-th zoo visitor's Accept-Language: English, told apart by its weight (three
 * decimals, so up to 900 visitors of a run keep alt-sessions rows of their own).
 */
export const zooLanguage = (n: number): string => `en-US,en;q=0.${999 - (n % 900)}`

const isCommentPost = (r: HTTPResponse) =>
  r.url().includes('wp-comments-post.php') && r.request().method() === 'POST'

/** The words of an HTML page (a refusal from `wp_die`). */
const words = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function outcomeOf(
  site: SiteHandle,
  email: string,
  reply: HTTPResponse | null,
): Promise<Outcome> {
  const row = (await site.comments()).find((c) => c.comment_author_email === email)
  if (row) return { stored: String(row.comment_approved), refusal: null }
  const text = reply ? await reply.text().catch(() => '') : ''
  return { stored: null, refusal: words(text) }
}

const withQuery = (url: string, query: Record<string, string> = {}) => {
  const u = new URL(url)
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v)
  return u.href
}

/** A no-input bot: dwell, fill by DOM, send by `name`'s path, read what came back. */
async function pathVisit(
  browser: Browser,
  site: SiteHandle,
  name: SendPathName,
  flavour: Flavour,
  n: number,
): Promise<Visit> {
  const path = SEND_PATHS[name]
  const id = runId()
  const email = `zoo-${id}@example.com`
  const url = withQuery(site.pages.post.url, path.query)
  const p = await openSitePage(browser, site, url, flavour, {
    acceptLanguage: zooLanguage(n),
    beforeLoad: path.saveSubmitFirst ? saveSubmitFirst : undefined,
  })
  try {
    const target = path.inFrame ? await framed(p.page, url) : p.page
    const originMs = await target.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domContentLoadedEventStart,
    )
    await dwellAndFill(target, { email, text: `A no-input bot, ${name}, run ${id}.` })
    // The jar the submission leaves with (the next page would write its own).
    const cookies = await p.context.cookies()
    const reply = p.page.waitForResponse(isCommentPost, { timeout: 30_000 })
    await path.send(target)
    const answered = await reply
    const outcome = await outcomeOf(site, email, answered)
    return { email, tokens: [id], originMs, outcome, cookies, errors: p.errors }
  } finally {
    await p.close()
  }
}

/** The post framed in itself (a form inside an iframe); resolves with the loaded frame. */
async function framed(page: Page, url: string) {
  await page.evaluate(
    (src: string) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe')
        frame.name = 'zoo'
        frame.style.cssText = 'width: 800px; height: 600px'
        frame.onload = () => resolve()
        frame.src = src
        document.body.append(frame)
      }),
    url,
  )
  return page.frames().find((f) => f.name() === 'zoo')!
}

/** The comment an actor writes; the raw-HTTP actor posts the same fields itself. */
function actorScenario(name: string, email: string, id: string, postId: number): string {
  const params = /^replay/.test(name) ? ', params: { recordingSeed: 424242 }' : ''
  const steps =
    name === 'raw-http'
      ? [
          `{ action: post, path: /wp-comments-post.php, fields: { comment: 'Raw ${id}', author: 'Zoo', email: '${email}', comment_post_ID: '${postId}' } }`,
        ]
      : [
          `{ action: type, target: '#comment', text: 'Zoo ${id}' }`,
          `{ action: type, target: '#author', text: 'Zoo' }`,
          `{ action: type, target: '#email', text: '${email}' }`,
          `{ action: submit, target: '#submit' }`,
        ]
  return [
    `name: zoo ${name}`,
    'seed: 26',
    'timeoutMs: 120000',
    'page: { fixture: comment-form }',
    `actor: { kind: ${name}${params} }`,
    'steps:',
    ...steps.map((s) => `  - ${s}`),
    'expect:',
    '  - { kind: page-errors, count: 0 }',
  ].join('\n')
}

/** An actor of sim/actors, driven by the simulator in real time on the real comment page. */
async function actorVisit(
  browser: Browser,
  site: SiteHandle,
  name: string,
  flavour: Flavour,
  n: number,
): Promise<Visit> {
  const id = runId()
  const email = `zoo-${id}@example.com`
  const post = new URL(site.pages.post.url)
  const map = siteMapSchema.parse({
    site: {},
    pages: { 'comment-form': post.pathname + post.search },
  })
  const scenario = parseScenario(
    `zoo-${name}.yaml`,
    actorScenario(name, email, id, site.pages.post.id),
  )
  let originMs = 0
  let reply: HTTPResponse | null = null
  const errors: string[] = []
  const openVisitorTab = async (env: ActorEnvironment) => {
    const tab = await openTab(browser, env)
    await dress(tab.context, tab.page, site, flavour, n)
    tab.page.once('domcontentloaded', () => void (originMs = Date.now()))
    tab.page.on('response', (r) => void (isCommentPost(r) && (reply ??= r)))
    tab.page.on('pageerror', (e) => errors.push(String(e)))
    return tab
  }
  const result = await runScenario(
    browser,
    { file: `zoo-${name}.yaml`, id: `zoo-${name}`, scenario },
    { realtime: true, openSite: realSite(site.url, map).openSite, openTab: openVisitorTab },
  )
  if (result.status !== 'passed' && result.status !== 'failed')
    throw new Error(`[bramble] The zoo's ${name} (${flavour}) did not finish: ${result.error}.`)
  const cookies = Object.entries(result.captured.cookies).map(([k, v]) => ({ name: k, value: v }))
  const outcome = await outcomeOf(site, email, reply)
  return { email, tokens: [id], originMs: originMs || Date.now(), outcome, cookies, errors }
}

/** Serves `flavour`'s scripts and gives the visitor its own Accept-Language. */
async function dress(
  context: BrowserContext,
  page: Page,
  site: SiteHandle,
  flavour: Flavour,
  n: number,
): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Accept-Language': zooLanguage(n) })
  if (flavour === 'original')
    await context.setCookie({
      name: 'bramble',
      value: 'off',
      domain: new URL(site.url).hostname,
      path: '/',
    })
}

/** One visit of `visitor` with `flavour`'s scripts; `n` tells it apart from visitors at once. */
export function zooVisit(
  browser: Browser,
  site: SiteHandle,
  visitor: ZooVisitor,
  flavour: Flavour,
  n: number,
): Promise<Visit> {
  return visitor.kind === 'path'
    ? pathVisit(browser, site, visitor.name, flavour, n)
    : actorVisit(browser, site, visitor.name, flavour, n)
}
