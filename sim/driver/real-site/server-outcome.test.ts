import { describe, expect, it } from 'vitest'
import { classifyReply, outcomeOfStatus, refusalMessage } from './server-outcome'

// The pages as WordPress 6.8 and the anti-spam plugin 6.85 print them (trimmed).
const WP_DIE = `<!DOCTYPE html><html><head><title>Comment Submission Failure</title>
<style>#error-page .wp-die-message{font-size:14px}</style></head>
<body id="error-page">
	<div class="wp-die-message"><p><strong>Error:</strong> Duplicate comment detected; it looks as though you&#8217;ve already said that!</p></div><p><a href='javascript:history.back()'>&laquo; Back</a></p></body></html>`

const BLOCK_PAGE = `<!DOCTYPE html><html lang='en'><head><style>#error-page .wp-die-message{margin:0}</style></head>
<body>
<div class='container'>
    <h1 class='main'>Spam protection</h1>
    <div class="message">*** Forbidden. Please, enable Javascript. ***</div>
</div>
<script>setTimeout("history.back()", 5000);</script>
</body></html>`

const POST_PAGE = `<html><body><article id="comment-12"><em class="comment-awaiting-moderation">Your comment is awaiting moderation.</em></article></body></html>`

describe('classifyReply', () => {
  it('reads a redirect to the post with #comment-N as stored', () => {
    expect(
      classifyReply({ status: 302, location: 'http://site.test/?p=5#comment-12', text: '' }),
    ).toEqual({
      outcome: 'stored',
      status: 302,
      location: 'http://site.test/?p=5#comment-12',
      commentId: 12,
      via: 'page',
    })
  })

  it('reads unapproved=N (and the moderation notice) as held', () => {
    const location = 'http://site.test/?p=5&unapproved=12&moderation-hash=ab12#comment-12'
    expect(classifyReply({ status: 302, location, text: POST_PAGE })).toMatchObject({
      outcome: 'held',
      commentId: 12,
    })
    // Another comment flow: no query, but the page the visitor lands on says so.
    expect(
      classifyReply({ status: 303, location: '/post/#comment-3', text: POST_PAGE }),
    ).toMatchObject({ outcome: 'held', commentId: 3 })
  })

  it("reads the anti-spam plugin's block page (HTTP 200) as refused, with its message", () => {
    expect(classifyReply({ status: 200, text: BLOCK_PAGE })).toEqual({
      outcome: 'refused',
      status: 200,
      message: '*** Forbidden. Please, enable Javascript. ***',
      via: 'page',
    })
  })

  it("reads wp_die's page as refused, with its message and entities decoded", () => {
    expect(classifyReply({ status: 409, text: WP_DIE })).toMatchObject({
      outcome: 'refused',
      message: 'Error: Duplicate comment detected; it looks as though you’ve already said that!',
    })
  })

  it('says nothing reached the server when there was no reply', () => {
    expect(classifyReply(undefined)).toEqual({ outcome: 'none', via: 'page' })
  })

  it('calls an answer it cannot place unknown, saying what came back', () => {
    expect(classifyReply({ status: 302, location: '/thanks/', text: '' })).toMatchObject({
      outcome: 'unknown',
      message: 'redirected to /thanks/ without a comment anchor (#comment-N)',
    })
    expect(
      classifyReply({ status: 200, text: '<html><body><p>Thanks!</p></body></html>' }),
    ).toMatchObject({ outcome: 'unknown', message: expect.stringContaining('Thanks!') })
  })
})

describe('refusalMessage', () => {
  it('falls back to the body, then the title, and cuts long pages', () => {
    expect(refusalMessage('<html><body><p>Go away</p></body></html>')).toBe('Go away')
    expect(refusalMessage('<html><head><title>Forbidden</title></head></html>')).toBe('Forbidden')
    expect(refusalMessage(`<body>${'word '.repeat(200)}</body>`)).toHaveLength(300)
  })
})

describe('outcomeOfStatus', () => {
  it("maps WordPress's REST statuses and the admin view's radio values", () => {
    expect(['approved', 'hold', 'spam', 'trash', '1', '0'].map(outcomeOfStatus)).toEqual([
      'stored',
      'held',
      'spam',
      'refused',
      'stored',
      'held',
    ])
    expect(outcomeOfStatus('whatever')).toBeUndefined()
  })
})
