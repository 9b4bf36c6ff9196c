import { UsageError } from '../../errors'
import { bramble } from '../../message'
import type { SiteCommentForm } from '../../scenario/population-site'
import { pageWords } from './server-outcome'

/** The attributes of one HTML start tag, names lower-cased, entities of values decoded. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '')
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    out[m[1]!.toLowerCase()] = pageWords(m[3] ?? m[4] ?? m[5] ?? '')
  return out
}

/**
 * The comment form of a page as the server printed it (no script run): the `<form>` holding
 * a `<textarea name="comment">`, its action and its hidden inputs — what a scraping bot reads
 * before it posts, and all a raw post needs.
 */
export function parseCommentForm(html: string, pageUrl: string): SiteCommentForm | undefined {
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const form = m[0]
    if (!/<textarea\b[^>]*\bname=["']?comment\b/i.test(form)) continue
    const action = new URL(attributes(/^<form\b[^>]*>/i.exec(form)![0]).action || pageUrl, pageUrl)
    const hidden: Record<string, string> = {}
    for (const input of form.match(/<input\b[^>]*>/gi) ?? []) {
      const a = attributes(input)
      if (a.type?.toLowerCase() === 'hidden' && a.name) hidden[a.name] = a.value ?? ''
    }
    return { action: action.pathname + action.search, hidden }
  }
  return undefined
}

/**
 * Reads the comment form of the page the site map names for the population, once, before
 * any visitor goes: a page without one stops the run with what to fix.
 */
export async function readCommentForm(
  pageUrl: string,
  userAgent: string,
): Promise<SiteCommentForm> {
  const reply = await fetch(pageUrl, { headers: { 'user-agent': userAgent } }).catch(
    (error: Error) => {
      throw new UsageError(
        bramble(
          `Failed to load ${pageUrl}: ${error.message}. Check --site and that the site is up.`,
        ),
      )
    },
  )
  const html = await reply.text()
  const form = reply.ok ? parseCommentForm(html, reply.url || pageUrl) : undefined
  if (!form)
    throw new UsageError(
      bramble(
        `Failed to find a comment form on ${pageUrl} (${reply.status}): no <form> with a <textarea name="comment">. Map comment-form in the site map to a post that takes comments.`,
      ),
    )
  return form
}
