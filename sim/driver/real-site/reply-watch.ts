import type { HTTPResponse, Page } from 'puppeteer'
import type { SubmissionReply } from './server-outcome'

/** The reply to a visit's first submission, as it reached the visitor's tab or the raw bot. */
export interface ReplyWatch {
  /** Watches a tab: the first form submission (a POST that loads a document) is the one. */
  observe(page: Page): void
  /** Notes the raw bot's reply (the first one counts). */
  note(reply: SubmissionReply): void
  /** The reply, once its page has been read; undefined when nothing was submitted. */
  reply(): Promise<SubmissionReply | undefined>
}

/**
 * Watches for the reply a real site gave a visit's submission. A form posted in the tab is a
 * navigation: WordPress answers it with a redirect to the post (the POST's response, read
 * from the redirect chain of the page it led to) or with a page of its own (a refusal); the
 * page the visitor ends on is read as soon as it arrives, before any script of it (the
 * anti-spam block page goes back after 5 s) can move on.
 */
export function replyWatch(origin: string): ReplyWatch {
  let first: Promise<SubmissionReply> | undefined
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin
    } catch {
      return false
    }
  }
  const read = async (response: HTTPResponse): Promise<SubmissionReply> => {
    const chain = response.request().redirectChain()
    const post = chain[0]?.response() ?? response
    const text = await response.text().catch(() => '')
    const location = chain.length > 0 ? post.headers().location : undefined
    return { status: post.status(), ...(location ? { location } : {}), text }
  }
  return {
    observe(page) {
      page.on('response', (response) => {
        if (first) return
        const request = response.request()
        if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return
        const started = request.redirectChain()[0] ?? request
        if (started.method() !== 'POST' || !sameOrigin(started.url())) return
        first = read(response)
      })
    },
    note(reply) {
      first ??= Promise.resolve(reply)
    },
    reply: async () => (first ? await first : undefined),
  }
}
