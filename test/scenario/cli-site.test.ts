import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { reportSchema, type ScenarioResult } from '../../sim/report/schema'
import { DEFAULT_DIST_DIR, parseBody } from '../../sim/server'
import { readStatic } from '../../sim/server/static-files'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { reportPath, runCli, tempDir, writeScenarios } from '../support/cli'

// A tiny real site: a copy of the comment-form fixture page at a WordPress-like path, the
// bundles, and a log of every request it receives. No mock handlers: what it does not
// serve is a 404, as on a site where an endpoint is missing.
let server: Server
let origin = ''
const received: { method: string; url: string; type: string; body: string }[] = []

beforeAll(async () => {
  const page = pageFixtures.get('comment-form')!
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
        received.push({
          method: req.method ?? '',
          url: url.pathname + url.search,
          type: req.headers['content-type'] ?? '',
          body,
        })
        if (
          req.method === 'GET' &&
          url.pathname === '/blog/' &&
          url.searchParams.get('p') === '1'
        ) {
          const html = page.render({
            origin,
            knobs: siteKnobsSchema.parse({ cookieMode: 'alternative' }),
            nonces: { ajax: 'a1b2c3d4e5', rest: 'f6a7b8c9d0', forms: '590cf59449' },
          })
          return res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }).end(html)
        }
        if (req.method === 'POST' && url.pathname === '/wp-comments-post.php')
          return res.writeHead(302, { location: '/blog/?p=1' }).end()
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
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

const tmp = tempDir('bramble-site-')
const SITE_MAP = 'site: { cookieMode: alternative }\npages:\n  comment-form: /blog/?p=1\n'

describe('bramble run --site', () => {
  it('runs what the site can serve, skips the rest with the reason, and exits 0', async () => {
    const files = writeScenarios(tmp, {
      'visitor.yaml': `name: A visitor types a comment on the real page
page: { fixture: comment-form, site: { cookieMode: alternative } }
steps:
  - { action: click, target: '#comment' }
  - { action: type, target: '#comment', text: 'Nice.' }
  - { action: wait, ms: 1500 }
expect:
  - { kind: cookie, name: ct_ps_timestamp, present: false }
  - { kind: request, match: { method: GET, path: /blog/ }, count: 1 }
  - { kind: request, match: { route: alt_sessions }, min: 1, fields: { cookies: ct_ps_timestamp } }
`,
      'raw.yaml': `name: A raw post reaches the real site
page: { fixture: comment-form, site: { cookieMode: alternative } }
actor: { kind: raw-http }
steps:
  - { action: post, path: /wp-comments-post.php, fields: { comment: 'Hello there', comment_post_ID: '1' } }
expect:
  - { kind: request, match: { path: /wp-comments-post.php }, count: 1, fields: { comment: '^Hello' } }
`,
      'policy.yaml': `name: Needs a blocked decode
page: { fixture: comment-form }
server: { decode: blocked }
expect:
  - { kind: dom, target: '#comment' }
`,
      'unmapped.yaml': `name: A page the site does not have
page: { fixture: forms-basic }
expect:
  - { kind: dom, target: form }
`,
      'settings.yaml': `name: Needs no cookies
page: { fixture: comment-form, site: { cookieMode: none } }
expect:
  - { kind: dom, target: '#comment' }
`,
    })
    const map = path.join(tmp, 'site-map.yaml')
    writeFileSync(map, SITE_MAP)
    const out = path.join(tmp, 'out')
    const r = await runCli([
      'run',
      ...files,
      '--site',
      `${origin}/`,
      '--site-map',
      map,
      '--out',
      out,
    ])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.summary).toMatchObject({ total: 5, passed: 2, failed: 0, errors: 0, skipped: 3 })
    expect(report.options?.site).toBe(`${origin}/`)
    const byName: Record<string, ScenarioResult> = Object.fromEntries(
      report.scenarios.map((s) => [s.file.split('/').pop(), s]),
    )
    expect(byName['policy.yaml']).toMatchObject({
      status: 'skipped',
      skipReason: "needs the mocked server's policy (server.decode)",
    })
    expect(byName['unmapped.yaml']!.skipReason).toBe(
      'page "forms-basic" has no path in the site map',
    )
    expect(byName['settings.yaml']!.skipReason).toBe(
      'needs other site settings: cookieMode: none (the site runs alternative)',
    )
    // The requests the browser saw are the ones the site received, in order, bodies parsed.
    const visitor = byName['visitor.yaml']!.captured.requests
    const seen = received.filter((q) => q.url !== '/wp-comments-post.php')
    expect(visitor.map((q) => `${q.method} ${q.path}${q.search ?? ''}`)).toEqual(
      seen.map((q) => `${q.method} ${q.url}`),
    )
    const save = visitor.findIndex((q) => q.path.endsWith('/alt_sessions'))
    expect(save).toBeGreaterThan(0)
    const sent = seen[save]!
    const asReceived = await parseBody(
      new Request(origin + sent.url, {
        method: 'POST',
        headers: { 'content-type': sent.type },
        body: sent.body,
      }),
    )
    expect(visitor[save]!.body).toEqual(asReceived)
    expect(JSON.stringify(asReceived)).toContain('ct_ps_timestamp')
    expect(received.filter((q) => q.url === '/wp-comments-post.php')).toEqual([
      {
        method: 'POST',
        url: '/wp-comments-post.php',
        type: 'application/x-www-form-urlencoded;charset=UTF-8',
        body: 'comment=Hello+there&comment_post_ID=1',
      },
    ])
    const junit = readFileSync(path.join(path.dirname(reportPath(r.stdout)), 'junit.xml'), 'utf8')
    expect(junit).toContain('skipped="3"')
    expect(junit).toContain(
      '<skipped message="page &quot;forms-basic&quot; has no path in the site map"/>',
    )
  })

  it('exits 2 on a site map with an unknown fixture id, naming the file and the id', async () => {
    const map = path.join(tmp, 'typo.yaml')
    writeFileSync(map, 'pages:\n  coment-form: /blog/?p=1\n')
    const r = await runCli([
      'run',
      'scenarios/smoke.yaml',
      '--site',
      `${origin}/`,
      '--site-map',
      map,
    ])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(map)
    expect(r.stderr).toContain('"coment-form"')
    expect(r.stdout).toBe('')
  })
})
