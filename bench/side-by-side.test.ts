import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageFixtures } from '../sim/pages'
import { siteKnobsSchema } from '../sim/site'
import { ORACLES_DIR, ORIGINAL_URLS, originalFile, prepareOriginals } from './originals'
import { registerKnobs, registerPage } from './side-page-register'
import { formPage } from './side-form-page'
import { commentPage, DETECTOR_URL } from './side-pages'
import { shapeFilter } from './side-runs'
import { stats } from './lib/stats'
import { verdict, type SideRow } from './side-table'

const ctx = (knobs: Record<string, unknown> = {}) => ({
  origin: 'http://127.0.0.1:1',
  knobs: siteKnobsSchema.parse(knobs),
  nonces: { ajax: 'a1', rest: 'r1', forms: 'f1' },
})

const row = (original: number[] | undefined, bramble: number[], budget: SideRow['budget']) =>
  ({
    page: 'p',
    measure: 'm',
    unit: 'ms',
    ...(original ? { original: stats(original) } : {}),
    bramble: stats(bramble),
    budget,
  }) as SideRow

describe('side-by-side verdicts', () => {
  it('holds Bramble to a ratio of the original in the same run', () => {
    expect(verdict(row([10, 12, 20], [5, 6, 30], { kind: 'ratio', max: 0.5 }))).toBe('ok')
    expect(verdict(row([10, 12, 20], [7, 7, 7], { kind: 'ratio', max: 0.5 }))).toBe('BREACH')
  })

  it('cannot pass a ratio budget without the original', () => {
    expect(verdict(row(undefined, [0.1], { kind: 'ratio', max: 0.5 }))).toBe('NO ORIGINAL')
  })

  it('counts the worst load where the budget says so (no forced layout, ever)', () => {
    expect(verdict(row([0], [0, 0, 1], { kind: 'absolute', max: 0 }))).toBe('ok')
    expect(verdict(row([0], [0, 0, 1], { kind: 'absolute', max: 0, worst: true }))).toBe('BREACH')
  })

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(stats([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 })
  })
})

describe('--shapes', () => {
  it('picks the shapes whose label holds a part from the start of a word', () => {
    const wants = shapeFilter('native cookies, registration')
    expect(wants('comment page, native cookies, detector on')).toBe(true)
    expect(wants('comment page, alternative cookies, detector on')).toBe(false)
    expect(wants('registration page, pixel and email checks on, none cookies, detector off')).toBe(
      true,
    )
    expect(shapeFilter(undefined)('anything')).toBe(true)
    const both = shapeFilter('registration+native cookies')
    expect(both('registration page, pixel and email checks on, native cookies, detector on')).toBe(
      true,
    )
    expect(both('comment page, native cookies, detector on')).toBe(false)
  })
})

describe('side-by-side pages', () => {
  it('prints the same comment page for both sides but the bundle', () => {
    const on = ctx({ cookieMode: 'none', botDetector: true })
    const original = commentPage(on, { impl: 'original', styles: true })
    const bramble = commentPage(on, { impl: 'bramble', styles: true })
    expect(original).toContain(ORIGINAL_URLS.antispamOn)
    expect(bramble).toContain('/dist/antispam.js')
    expect(original.replace(/<script src="[^"]*" id="ct_public_functions-js">/, '')).toBe(
      bramble.replace(/<script src="[^"]*" id="ct_public_functions-js">/, ''),
    )
    expect(original.match(/<li id="comment-/g)).toHaveLength(10)
    expect(original.match(/apbct-trp/g)).toHaveLength(3)
    expect(original).toContain('class="search-form"')
    expect(original).toContain(DETECTOR_URL)
    const off = commentPage(ctx({ botDetector: false }), { impl: 'original', styles: false })
    expect(off).toContain(ORIGINAL_URLS.antispamOff)
    expect(off).not.toContain(DETECTOR_URL)
  })

  it('prints the registration page the same for both sides but the bundle, with the pixel and email checks on', () => {
    const on = ctx(registerKnobs({ cookieMode: 'alternative', botDetector: true }))
    const original = registerPage(on, { impl: 'original', styles: true })
    const bramble = registerPage(on, { impl: 'bramble', styles: true })
    const bundle = /<script src="[^"]*" id="ct_public_functions-js">/
    expect(original).toContain(ORIGINAL_URLS.antispamOn)
    expect(bramble).toContain('/dist/antispam.js')
    expect(original.replace(bundle, '')).toBe(bramble.replace(bundle, ''))
    // An independent shape: the login screen's document, no theme, no comment form.
    expect(original).toContain('<body class="login no-js login-action-register')
    expect(original).toContain('id="user_email"')
    expect(original).not.toContain('commentform')
    const pub = /var ctPublic = (\{.*?\})<\/script>/.exec(original)![1]!
    expect(pub).toMatch(/"pixel__setting":"2"/)
    expect(pub).toMatch(/"data__email_check_before_post":"1"/)
    expect(pub).toMatch(/"data__email_check_exist_post":"1"/)
    expect(() => registerPage(ctx(), { impl: 'bramble', styles: false })).toThrow(/registerKnobs/)
  })

  it('prints the form stack in head, in the order WordPress does, and the same body', () => {
    const html = pageFixtures.get('forms-500-fields')!.render(ctx())
    const original = formPage(html, { impl: 'original', probe: '<!--probe-->' })
    const bramble = formPage(html, { impl: 'bramble', probe: '<!--probe-->' })
    const head = (s: string) => s.slice(0, s.indexOf('</head>'))
    const order = [
      '<!--probe-->',
      "performance.mark('bench-start')",
      ORIGINAL_URLS.jquery,
      ORIGINAL_URLS.underscore,
      ORIGINAL_URLS.backbone,
      ORIGINAL_URLS.formsDeps,
      'var nfFrontEnd=',
      ORIGINAL_URLS.formsFrontEnd,
    ].map((s) => head(original).indexOf(s))
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true)
    // What our WordPress plugin prints: React's vendor file right before forms.js, and a
    // preload of it before the form's container; otherwise the same body (this form needs
    // no chunk before its first render).
    const vendor = head(bramble).indexOf('/dist/react-vendor.js')
    expect(vendor).toBeGreaterThan(0)
    expect(head(bramble).indexOf('/dist/forms.js')).toBeGreaterThan(vendor)
    expect(head(bramble)).not.toContain(ORIGINAL_URLS.jquery)
    const body = (s: string) => s.slice(s.indexOf('<body'))
    const preload = '<link rel="preload" as="script" href="/dist/react-vendor.js">\n'
    expect(body(bramble)).toContain(`${preload}<div id="nf-form-`)
    expect(body(original)).toBe(body(bramble).replace(preload, ''))
    expect(body(original)).toContain("form.id='26'")
  })

  it('prints what our plugin prints on a block theme: React preloaded, after each container the chunks its first render waits for', () => {
    const printed = (id: string) => {
      const html = formPage(pageFixtures.get(id)!.render(ctx()), { impl: 'bramble', probe: '' })
      const names = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1])
      const at = html.indexOf('<div id="nf-form-')
      return {
        preloads: names(/<link rel="preload" as="script" href="\/dist\/([^"]+)\.js">/g),
        // The chunk scripts sit between the container and the form's data script.
        after: names(
          /<\/div>\n<\/div>\n((?:<script src="\/dist\/[^"]+\.js" id="bramble-[^"]+"><\/script>\n)*)<!--/g,
        )
          .join('')
          .split('\n')
          .filter(Boolean)
          .map((tag) => /\/dist\/([^"]+)\.js/.exec(tag)![1]),
        preloadBeforeContainer: html.lastIndexOf('rel="preload"', at) >= 0,
      }
    }
    expect(printed('forms-contact')).toEqual({
      preloads: ['react-vendor'],
      after: [],
      preloadBeforeContainer: true,
    })
    expect(printed('forms-ui-calc-chain').after).toEqual(['sanitizer', 'calc-engine', 'html-field'])
    expect(printed('forms-23-fields')).toEqual({
      preloads: ['react-vendor'],
      after: ['sanitizer', 'field-kit', 'html-field'],
      preloadBeforeContainer: true,
    })
  })
})

describe('the originals', () => {
  const cache = mkdtemp(path.join(tmpdir(), 'bramble-originals-'))
  afterAll(async () => rm(await cache, { recursive: true, force: true }))

  it('says what is missing without the oracles', async () => {
    const got = await prepareOriginals(path.join(await cache, 'nowhere'), await cache)
    expect(got.ok).toBe(false)
    expect(!got.ok && got.reason).toMatch(/oracles are missing.*cleantalk-spam-protect-6\.85/)
  })

  it('serves nothing outside the cache', () => {
    expect(originalFile('/c', '/wp-content/plugins/../../etc/passwd')).toBe(
      '/c/wp-content/plugins/etc/passwd',
    )
    expect(originalFile('/c', '/dist/forms.js')).toBeUndefined()
  })

  it.skipIf(!existsSync(ORACLES_DIR))(
    'extracts the scripts and templates the pages name, at WordPress paths',
    async () => {
      const got = await prepareOriginals(ORACLES_DIR, await cache)
      expect(got.ok).toBe(true)
      if (!got.ok) return
      for (const url of Object.values(ORIGINAL_URLS).flat())
        expect(existsSync(originalFile(got.dir, url)!), url).toBe(true)
      const jquery = await readFile(originalFile(got.dir, ORIGINAL_URLS.jquery)!, 'utf8')
      expect(jquery).toContain('jQuery v3.7.1')
      const tmpl = originalFile(
        got.dir,
        '/wp-content/plugins/ninja-forms/includes/Templates/fields-submit.html',
      )!
      expect(await readFile(tmpl, 'utf8')).toContain('tmpl-nf-field-submit')
    },
  )
})
