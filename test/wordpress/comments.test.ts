import { describe, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, runId, useSite, visitorLanguage, type Flavour } from './site'
import { Visitor, waitForJsCheck } from './visitor'

// A comment typed by a visitor on the real post is stored by WordPress, with our anti-spam
// script and with the original: the plugin's server (its cloud unreachable) lets a comment
// through only when the page gave it a valid JavaScript-check key. Both visitors at once, each
// with its own Accept-Language (its own anti-spam session).
const site = useSite()
const browser = useBrowser()
const FLAVOURS: Flavour[] = ['bramble', 'original']

describe('a comment on the post', () => {
  it.concurrent.for(FLAVOURS)(
    '%s: is stored with what the visitor typed',
    async (flavour, { expect }) => {
      // A fresh author each run: authors with three approved comments are not checked at all.
      const id = runId()
      const comment = {
        author: `Visitor ${id}`,
        email: `visitor-${id}@example.com`,
        content: `A thoughtful comment ${id} about the post, typed by hand.`,
      }
      const p = await openSitePage(browser(), site, site.pages.post.url, flavour, {
        acceptLanguage: visitorLanguage(FLAVOURS.indexOf(flavour)),
      })
      try {
        await waitForJsCheck(p.page)
        const visitor = new Visitor(p.page)
        await visitor.fill('#comment', comment.content)
        await visitor.fill('#author', comment.author)
        await visitor.fill('#email', comment.email)
        const [response] = await Promise.all([
          p.page.waitForNavigation({ waitUntil: 'load' }),
          visitor.click('#submit'),
        ])
        expect(response?.status(), await p.page.content()).toBeLessThan(400)

        const rows = (await site.comments()).filter((r) => r.comment_author_email === comment.email)
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({
          comment_author: comment.author,
          comment_content: comment.content,
        })
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )
})
