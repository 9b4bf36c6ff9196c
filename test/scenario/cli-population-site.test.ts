import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { reportSchema } from '../../sim/report/schema'
import { DEFAULT_DIST_DIR } from '../../sim/server'
import { readStatic } from '../../sim/server/static-files'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { reportPath, runCli, tempDir } from '../support/cli'

// A small real site with WordPress's comment flow and the anti-spam plugin's offline rule: a
// comment that comes with the JavaScript check (the runtime's `ct_checkjs` cookie) is held for
// moderation (302 to the post with `unapproved=N#comment-N`); one without it gets the plugin's
// block page (HTTP 200). A signed-in editor reads each comment's status over REST.
let server: Server
let origin = ''
const comments: { id: number; userAgent: string; fields: URLSearchParams }[] = []
const LOGIN = 'wordpress_logged_in_0a1b=editor%7C1'

const BLOCK_PAGE = `<!DOCTYPE html><html lang='en'><head><title>Blocked</title></head><body>
<div class='container'><h1 class='main'>Spam protection</h1>
<div class="message">*** Forbidden. Please, enable Javascript. ***</div></div>
<script>setTimeout("history.back()", 5000);</script></body></html>`

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', origin)
  const cookie = req.headers.cookie ?? ''
  if (req.method === 'GET' && url.pathname === '/blog/') {
    const html = pageFixtures.get('comment-form')!.render({
      origin,
      knobs: siteKnobsSchema.parse({ cookieMode: 'native' }),
      nonces: { ajax: 'a1b2c3d4e5', rest: 'f6a7b8c9d0', forms: '590cf59449' },
    })
    return res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }).end(html)
  }
  if (req.method === 'POST' && url.pathname === '/wp-comments-post.php') {
    if (!/(^|;\s*)ct_checkjs=/.test(cookie))
      return res.writeHead(200, { 'content-type': 'text/html' }).end(BLOCK_PAGE)
    const id = comments.push({
      id: comments.length + 1,
      userAgent: req.headers['user-agent'] ?? '',
      fields: new URLSearchParams(body),
    })
    return res
      .writeHead(302, {
        location: `${origin}/blog/?p=1&unapproved=${id}&moderation-hash=ab#comment-${id}`,
      })
      .end()
  }
  if (req.method === 'POST' && url.pathname === '/wp-login.php') {
    const form = new URLSearchParams(body)
    const ok = form.get('log') === 'editor' && form.get('pwd') === 'secret'
    if (!ok || !cookie.includes('wordpress_test_cookie'))
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Wrong password</p>')
    return res
      .writeHead(302, { location: '/wp-admin/', 'set-cookie': `${LOGIN}; path=/; HttpOnly` })
      .end()
  }
  if (
    url.pathname === '/wp-admin/admin-ajax.php' &&
    url.searchParams.get('action') === 'rest-nonce'
  )
    return cookie.includes(LOGIN) ? res.end('0123456789') : res.writeHead(400).end('0')
  const route = /^\/wp\/v2\/comments\/(\d+)$/.exec(url.searchParams.get('rest_route') ?? '')
  if (route) {
    const signedIn = cookie.includes(LOGIN) && req.headers['x-wp-nonce'] === '0123456789'
    res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' })
    return res.end(JSON.stringify(signedIn ? { id: Number(route[1]), status: 'hold' } : {}))
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (d: Buffer) => (body += d.toString()))
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', origin)
        if (url.pathname.startsWith('/dist/')) {
          const file = await readStatic(DEFAULT_DIST_DIR, url.pathname.slice(6))
          if (file) return res.writeHead(200, { 'content-type': file.type }).end(file.body)
        }
        answer(req, res, body)
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const tmp = tempDir('bramble-population-site-')
const map = (hosts: string) => {
  const file = path.join(tmp, `map-${hosts.replace(/\W/g, '')}.yaml`)
  writeFileSync(
    file,
    `hosts: [${hosts}]\npages:\n  comment-form: /blog/?p=1\noutcomes:\n  comment: /?rest_route=/wp/v2/comments/{id}&context=edit\n`,
  )
  return file
}
const auth = path.join(tmp, 'auth.yaml')
writeFileSync(auth, 'user: editor\npassword: secret\n')

describe('bramble population --site', () => {
  it("reports what the real server did per kind beside the verdict's rate, disagreements first", async () => {
    const out = path.join(tmp, 'out')
    const r = await runCli([
      'population',
      '--site',
      `${origin}/`,
      '--site-map',
      map('127.0.0.1'),
      '--site-auth',
      auth,
      '--visitors',
      '4',
      '--mix',
      'human=1,form-agent=1,instant-fill=1,raw-http=1',
      '--rate',
      '600',
      '--out',
      out,
    ])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain('marked "bramble-population" in their User-Agent')
    expect(r.stderr).toContain('confirmed at /?rest_route=/wp/v2/comments/{id}&context=edit')
    // Beside the verdict's table, the server's: what it did, its block rate, the verdict's rate.
    expect(r.stdout).toContain(`the real server at ${origin}/`)
    expect(r.stdout).toMatch(
      /^raw-http +0 +0 +0 +1 +0 +100\.0 % +20\.7 % – 100\.0 % +100\.0 % +20\.7 % – 100\.0 % +0$/m,
    )
    expect(r.stdout).toMatch(/^human +0 +1 +0 +0 +0 +0\.0 % +0\.0 % – 79\.3 % +0\.0 %/m)
    // The verdict calls the instant-fill bot a bot; the server (offline rule) holds its comment.
    expect(r.stdout).toMatch(/^instant-fill +0 +1 +0 +0 +0 +0\.0 % .* 100\.0 % .* 1$/m)

    const file = reportPath(r.stdout)
    const report = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    const byKind = Object.fromEntries(report.scenarios.map((s) => [s.actor?.kind, s.server]))
    expect(byKind['raw-http']).toMatchObject({
      outcome: 'refused',
      status: 200,
      message: '*** Forbidden. Please, enable Javascript. ***',
      via: 'page',
    })
    for (const kind of ['human', 'form-agent', 'instant-fill'])
      expect(byKind[kind], kind).toMatchObject({
        outcome: 'held',
        status: 302,
        via: 'route',
        routeStatus: 'hold',
      })
    const p = report.population!
    expect(p.site?.url).toBe(`${origin}/`)
    expect(p.site?.bots.refused).toBe(1)
    expect(p.kinds.find((k) => k.kind === 'raw-http')?.server?.blockRate.rate).toBe(1)

    // The site saw marked traffic: every comment carries the mark in its User-Agent, its own
    // address and the run's tag, and the raw bot posted the form's hidden inputs.
    expect(comments).toHaveLength(3)
    for (const c of comments) {
      expect(c.userAgent).toMatch(/ bramble-population$/)
      expect(c.fields.get('comment')).toMatch(/ \(bramble \w{4}-\d\)$/)
      expect(c.fields.get('email')).toMatch(/^bramble-\w{4}-\d@example\.com$/)
    }

    const html = readFileSync(path.join(path.dirname(file), 'report.html'), 'utf8')
    expect(html).toContain(`<h3>The real server at ${origin}/</h3>`)
    // The visits the server and the verdict judged differently (bots the verdict caught whose
    // comments the server held) come first; then the sampled person with its filmstrip (the
    // raw bot, judged alike by both and without a page, is only in report.json).
    const shown = [
      ...html.matchAll(/<section class="scenario [^"]*" id="population\/([^/]+)\//g),
    ].map((m) => m[1])
    expect(shown.slice(0, 2).sort()).toEqual(['form-agent', 'instant-fill'])
    expect(shown.slice(2)).toEqual(['human'])
  }, 120_000)

  it('refuses a host the site map does not name, before sending anything', async () => {
    const before = comments.length
    const r = await runCli([
      'population',
      '--site',
      `${origin}/`,
      '--site-map',
      map('staging.example.com'),
      '--visitors',
      '2',
    ])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      `Refusing to send a population to ${new URL(origin).host}: the site map`,
    )
    expect(r.stderr).toContain('names only staging.example.com under hosts')
    expect(comments.length).toBe(before)
  })

  it('refuses more visitors than the cap, and credentials that do not sign in', async () => {
    const capped = await runCli([
      'population',
      '--site',
      `${origin}/`,
      '--site-map',
      map('127.0.0.1'),
      '--visitors',
      '101',
    ])
    expect(capped.code).toBe(2)
    expect(capped.stderr).toContain('above the cap of 100 for a real site. Give --visitor-cap 101')
    const wrong = path.join(tmp, 'wrong.yaml')
    writeFileSync(wrong, 'user: editor\npassword: nope\n')
    const denied = await runCli(
      ['population', '--site', `${origin}/`, '--site-map', map('127.0.0.1'), '--visitors', '1'],
      { ...process.env, BRAMBLE_SITE_AUTH: readFileSync(wrong, 'utf8') },
    )
    expect(denied.code).toBe(2)
    expect(denied.stderr).toContain('as "editor": the site answered 200 without a login cookie')
    expect(denied.stderr).not.toContain('nope')
  })
})
