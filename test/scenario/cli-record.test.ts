import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { scenarioSchema } from '../../sim/scenario/schema'
import { startSite } from '../../sim/server'
import { startBrowser } from '../support/browser'
import { reportPath, runCli, spawnCli, tempDir } from '../support/cli'

const out = tempDir('bramble-record-')

/**
 * What any page script sees of the visitor, captured in the person's page independently of
 * the recorder, in the formats of the replay's observer: moves `[x, y, ms]`, keys
 * `[type, ms]`, the ms of pastes and autofills, wheel turns.
 */
const CAPTURE = `(() => {
  const c = { moves: [], keys: [], pastes: [], autofills: [], wheels: 0 }
  window.__seen = c
  let pointed = false
  const on = (type, fn) => addEventListener(type, fn, { capture: true, passive: true })
  on('mousemove', (e) => {
    if (!pointed && e.clientX === 0 && e.clientY === 0 && e.buttons === 0) return
    pointed = true
    c.moves.push([e.clientX, e.clientY, Math.round(e.timeStamp)])
  })
  for (const type of ['keydown', 'keyup']) on(type, (e) => c.keys.push([type, Math.round(e.timeStamp)]))
  on('paste', (e) => c.pastes.push(Math.round(e.timeStamp)))
  on('input', (e) => {
    const t = e.inputType ?? ''
    if (t === '' || t === 'insertReplacementText') c.autofills.push(Math.round(e.timeStamp))
  })
  on('wheel', () => c.wheels++)
})()`

/** Resolves with the first URL the command prints. */
function printedUrl(child: ReturnType<typeof spawnCli>): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (d: Buffer) => {
      text += d.toString()
      const m = /^\s+(http:\/\/\S+)$/m.exec(text)
      if (m) resolve(m[1]!)
    })
    child.on('close', () => reject(new Error(`bramble record exited early:\n${text}`)))
  })
}

/** The visits of a run's report that ended in an error, with where and why, for a failure message. */
function visitErrors(stdout: string): string {
  try {
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(stdout), 'utf8')))
    return report.scenarios
      .filter((s) => s.status === 'error' || s.status === 'infra-error')
      .map((s) => `${s.id}: ${s.error ?? s.status} (notes: ${s.timings?.notes?.join('; ') ?? ''})`)
      .join('\n')
  } catch (error) {
    return `no report to read: ${(error as Error).message}\n${stdout}`
  }
}

/** A person's hand moving the pointer to the middle of an element, in small steps. */
async function reach(page: Page, selector: string): Promise<void> {
  const box = (await (await page.$(selector))!.boundingBox())!
  await page.mouse.move(box.x + box.width / 2 - 7, box.y + box.height / 2 + 3, { steps: 14 })
}

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
let stop = () => undefined as unknown
afterAll(async () => {
  stop()
  await browser?.close()
})

describe('bramble record', () => {
  it('records a visit driven by pointer and keyboard in Chromium, and its replay reproduces every captured signal exactly', async () => {
    const file = path.join(out, 'visit.json')
    // Bound to every address (a phone on the LAN): the page names the host it was asked on,
    // so its bundles load (the runtime's signals below need them).
    const child = spawnCli([
      'record',
      '--fixture',
      'comment-form',
      '--host',
      '0.0.0.0',
      '--out',
      file,
    ])
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((r) => child.on('close', r))
    stop = () => child.kill()
    const url = await printedUrl(child)
    const html = await (await fetch(url)).text()
    expect(html).toContain(`action="${new URL(url).origin}/wp-comments-post.php"`)

    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1100, height: 400 })
    await page.evaluateOnNewDocument(CAPTURE)
    await page.goto(url, { waitUntil: 'load' })
    // The person: reaches the comment box, types with a correction, names themselves,
    // scrolls, lets the browser autofill the email, and posts.
    await reach(page, '#comment')
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.type('Lovely pst', { delay: 70 })
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('ost!', { delay: 90 })
    await reach(page, '#author')
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.down('Shift')
    await page.keyboard.type('A', { delay: 40 })
    await page.keyboard.up('Shift')
    await page.keyboard.type('nn', { delay: 110 })
    await page.mouse.wheel({ deltaY: 120 })
    await page.waitForFunction('scrollY > 0')
    await reach(page, '#email')
    await page.mouse.down()
    await page.mouse.up()
    // Chromium's autofill: the value changes, then input and change fire, no keys.
    await page.$eval('#email', (el) => {
      const input = el as HTMLInputElement
      input.value = 'ann@example.com'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await reach(page, '#submit')
    const seen = (await page.evaluate('window.__seen')) as Record<string, unknown>
    // Listening for the post's navigation before the click: asked for after it, a navigation
    // that had already ended left the wait to its 30 s timeout.
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.mouse.down().then(() => page.mouse.up()),
    ])
    child.stdin.write('\n')
    expect({ code: await exited, stderr }).toEqual({ code: 0, stderr: expect.any(String) })
    expect(stderr).not.toContain('Failed')
    await context.close()
    expect(stderr).not.toContain('Error')
    expect(stdout).toContain(`scenario: ${file}`)

    // The scenario: valid, names its schema, the person's steps and a recorded actor.
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(written.$schema).toBe(
      path.relative(out, path.resolve('scenarios/scenario.schema.json')).split(path.sep).join('/'),
    )
    const scenario = scenarioSchema.parse(written)
    expect(scenario.actor.kind).toBe('recorded')
    expect(scenario.steps).toEqual([
      { action: 'type', target: '#comment', text: 'Lovely pstost!' },
      { action: 'type', target: '#author', text: 'Ann' },
      { action: 'scroll', dy: 120 },
      { action: 'autofill', fields: { '#email': 'ann@example.com' } },
      { action: 'submit', target: '#submit' },
    ])
    expect(JSON.stringify(scenario.actor.params)).not.toContain('Lovely')
    expect(scenario.expect).toEqual(
      expect.arrayContaining([
        { kind: 'fidelity', signal: 'recording', toleranceMs: 0 },
        { kind: 'fidelity', signal: 'pointer-samples', toleranceMs: 0 },
        { kind: 'request', match: { method: 'POST', path: '/wp-comments-post.php' }, min: 1 },
      ]),
    )

    // The replay, in virtual time: every expectation holds, and the page saw what the
    // person's page saw, to the pixel and the millisecond.
    const run = await runCli(['run', file, '--out', out, '--reporter', 'list'])
    expect(run.stderr).toBe('')
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(run.stdout), 'utf8')))
    const result = report.scenarios[0]!
    expect(result.expectations.filter((e) => !e.passed)).toEqual([])
    expect(run.code).toBe(0)
    expect(result.layout).toEqual({ width: 1100, height: 400 })
    const observed = result.captured.observed!
    expect(observed.moves).toEqual(seen.moves)
    expect(observed.keys.map(([type, t]) => [type, t])).toEqual(seen.keys)
    expect(
      observed.inputs
        .filter(([type]) => type === '' || type === 'insertReplacementText')
        .map(([, t]) => t),
    ).toEqual(seen.autofills)
    expect(observed.wheels).toBe(seen.wheels)
    expect((seen.moves as unknown[]).length).toBeGreaterThan(40)
    expect((seen.keys as unknown[]).length).toBe(2 * (10 + 2 + 4 + 1 + 3))
    // The replayed comment is what the person posted.
    const posted = result.captured.requests.find((r) => r.path === '/wp-comments-post.php')
    expect(JSON.stringify(posted?.body)).toContain('Lovely post!')
  })

  it('records a real site through its loopback proxy, saves on Ctrl-C, and the recordings are a population of people', async () => {
    // A mocked site stands in for the real one: the proxy knows nothing of it.
    const real = await startSite()
    const dir = path.join(out, 'people')
    const file = path.join(dir, 'proxied.json')
    const child = spawnCli([
      'record',
      '--site',
      real.pageUrl('comment-form'),
      '--fixture',
      'comment-form',
      '--host',
      '0.0.0.0',
      '--out',
      file,
    ])
    stop = () => child.kill()
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    const exited = new Promise<number | null>((r) => child.on('close', r))
    const url = await printedUrl(child)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/comment-form\/$/)
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await reach(page, '#comment')
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.type('Proxied hello', { delay: 95 })
    await reach(page, '#author')
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.type('Bo', { delay: 130 })
    await reach(page, '#email')
    await page.mouse.down()
    await page.mouse.up()
    await page.keyboard.type('bo@example.com', { delay: 60 })
    await reach(page, '#submit')
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.mouse.down().then(() => page.mouse.up()),
    ])
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    await context.close()
    expect(stdout).toContain('Saved (interrupted)')
    // The real site received the comment through the proxy, as the browser sent it.
    const posted = real.context.requests.find((r) => r.path === '/wp-comments-post.php')
    expect(JSON.stringify(posted?.body)).toContain('Proxied hello')
    await real.close()
    const scenario = scenarioSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    expect(scenario.page.fixture).toBe('comment-form')
    expect(scenario.steps.map((s) => s.action)).toEqual(['type', 'type', 'type', 'submit'])
    expect(scenario.expect).toContainEqual({
      kind: 'request',
      match: { method: 'POST', path: '/wp-comments-post.php' },
      min: 1,
    })

    // A folder of recordings is a kind of person in a population.
    const population = await runCli([
      'population',
      '--visitors',
      '4',
      '--mix',
      `recorded=${dir}:1,instant-fill=1`,
      '--out',
      out,
    ])
    expect(population.stderr, visitErrors(population.stdout)).not.toContain('error')
    expect(population.code).toBe(0)
    expect(population.stdout).toMatch(/^recorded +2 +\d +[\d.]+ % .* false pos\.$/m)
    expect(population.stdout).toMatch(/^instant-fill +2 +2 +100\.0 %/m)
  })
})
