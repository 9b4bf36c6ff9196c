import type { ServerOutcome } from '../../report/schema'

/** The reply a submission got from a real site, as the browser or the raw bot received it. */
export interface SubmissionReply {
  /** HTTP status of the reply to the POST itself. */
  readonly status: number
  /** Its `Location` header, for a redirect. */
  readonly location?: string
  /** The HTML the visitor ended on: the refusal page, or the page the redirect led to. */
  readonly text?: string
}

/** The longest server message kept in the report. */
const MESSAGE_CHARS = 300

/** WordPress's words under a comment held for moderation (also in the post's own language). */
const AWAITING = /awaiting moderation/i

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
}

/** The words of an HTML fragment: scripts, styles and tags dropped, entities decoded. */
export function pageWords(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

const withoutCode = (html: string) =>
  html.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')

/** The text inside the first `<div>` whose class list holds `name`. */
const divText = (html: string, name: string) =>
  new RegExp(`<div[^>]*class=["'][^"']*\\b${name}\\b[^"']*["'][^>]*>([\\s\\S]*?)</div>`, 'i').exec(
    html,
  )?.[1]

/**
 * What a refusal page says: WordPress's `wp_die` message box (`.wp-die-message`), or the
 * anti-spam plugin's block page (`templates/lock-pages/lock-page-ct-die.html`: its
 * `.message`), else the page's body, else its title.
 */
export function refusalMessage(html: string): string {
  const markup = withoutCode(html)
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(markup)?.[1]
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(markup)?.[1]
  const text =
    divText(markup, 'wp-die-message') ?? (isBlockPage(markup) ? divText(markup, 'message') : body)
  const words = pageWords(text ?? '') || pageWords(title ?? '')
  return words.length > MESSAGE_CHARS ? `${words.slice(0, MESSAGE_CHARS - 1)}…` : words
}

/** The anti-spam plugin's block page: a `h1.main` title over a `div.message`. */
const isBlockPage = (markup: string) =>
  /<h1[^>]*class=["']main["']/i.test(markup) && divText(markup, 'message') !== undefined

/** A page that refuses: `wp_die`'s (`#error-page`, `.wp-die-message`) or the block page. */
const isRefusalPage = (html: string) => {
  const markup = withoutCode(html)
  return (
    divText(markup, 'wp-die-message') !== undefined ||
    /<body[^>]*\bid=["']error-page["']/i.test(markup) ||
    isBlockPage(markup)
  )
}

/**
 * What the server did, read from its reply as WordPress's comment flow gives it: a redirect
 * to the post with `#comment-N` stores the comment, with `unapproved=N` (and "awaiting
 * moderation" on the page) it is held; a page instead of the redirect — `wp_die`'s, or the
 * anti-spam plugin's block page — refuses it with that page's message. No reply: nothing
 * reached the server.
 */
export function classifyReply(reply: SubmissionReply | undefined): ServerOutcome {
  if (!reply) return { outcome: 'none', via: 'page' }
  const { status, location, text = '' } = reply
  const base = { status, via: 'page' as const, ...(location ? { location } : {}) }
  if (status >= 300 && status < 400 && location) {
    let url: URL | undefined
    try {
      url = new URL(location, 'http://site.invalid/')
    } catch {
      url = undefined
    }
    const anchor = /^#comment-(\d+)$/.exec(url?.hash ?? '')
    const unapproved = url?.searchParams.get('unapproved')
    const id = Number(anchor?.[1] ?? unapproved ?? NaN)
    const commentId = Number.isInteger(id) && id > 0 ? { commentId: id } : {}
    if (unapproved || AWAITING.test(pageWords(text)))
      return { ...base, ...commentId, outcome: 'held' }
    if (anchor) return { ...base, ...commentId, outcome: 'stored' }
    return {
      ...base,
      outcome: 'unknown',
      message: `redirected to ${location} without a comment anchor (#comment-N)`,
    }
  }
  if (status >= 400 || isRefusalPage(text))
    return { ...base, outcome: 'refused', message: refusalMessage(text) }
  if (AWAITING.test(pageWords(text))) return { ...base, outcome: 'held' }
  return {
    ...base,
    outcome: 'unknown',
    message: `answered ${status} with a page that neither redirects to the comment nor refuses it: ${refusalMessage(text)}`,
  }
}

/** A comment's status as a site route gives it, in outcome terms (unknown words: undefined). */
export function outcomeOfStatus(status: string): ServerOutcome['outcome'] | undefined {
  const s = status.toLowerCase()
  if (s === 'approved' || s === '1' || s === 'approve' || s === 'publish') return 'stored'
  if (s === 'hold' || s === 'unapproved' || s === '0' || s === 'pending') return 'held'
  if (s === 'spam') return 'spam'
  if (s === 'trash') return 'refused'
  return undefined
}
