import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createHandlers, createSiteContext } from '../../sim/server'
import { loadExports } from '../../sim/pages/nff/templates'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { sitePolicySchema } from '../../sim/site/server-policy-schema'
import { ANTISPAM_ROWS } from './antispam-endpoint-rows'
import type { EndpointRow, RowRequest, SideInfo } from './endpoint-table'
import { FORMS_ROWS } from './forms-endpoint-rows'
import { shapeOfBody, type Shape } from './shape'
import { resetRefreshLimits, useSite } from './site'

// The mock follows the real server: each request of the table goes to the msw handlers (in
// process, as the sim's mocked site answers it) and to the real WordPress with the two real
// plugins, and both answers must have the same status, content type and body shape. Where
// they differed, the mock was changed (docs/real-server.md, "Mock versus real server").
const site = useSite()
const MOCK_ORIGIN = 'http://wp.test'
const ENDPOINT_ROWS = [...ANTISPAM_ROWS, ...FORMS_ROWS]

/** What one side answered, as a runtime sees it. */
interface Answer {
  readonly status: number
  /** The media type, without parameters. */
  readonly type: string
  readonly shape: Shape
  readonly text: string
}

function toRequest(r: RowRequest): Request {
  const fields = r.fields ?? {}
  let body: FormData | URLSearchParams
  if (r.encoding === 'urlencoded') body = new URLSearchParams(fields)
  else {
    body = new FormData()
    for (const [k, v] of Object.entries(fields)) body.append(k, v)
  }
  return new Request(r.url, { method: 'POST', headers: r.headers, body })
}

async function answer(res: Response, row: EndpointRow): Promise<Answer> {
  const text = await res.text()
  return {
    status: res.status,
    type: (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
    shape: shapeOfBody(text, row.opaque),
    text: text.trim(),
  }
}

/** The real site's side: nonces and keys as its pages print them for a visitor. */
async function realSide(): Promise<SideInfo> {
  const post = await (await fetch(site.pages.post.url)).text()
  const printed = (re: RegExp, what: string) => {
    const m = re.exec(post)
    if (!m) throw new Error(`[bramble] Failed to read ${what} from the real post page.`)
    return m[1]!
  }
  const contact = site.pages.forms.contact!
  const formPage = await (await fetch(contact.url)).text()
  const forms = /"ajaxNonce":"([0-9a-f]{10})"/.exec(formPage)?.[1] ?? ''
  const fields = await site.formFields(contact.formId)
  return {
    ajaxUrl: `${site.url}/wp-admin/admin-ajax.php`,
    rest: (route) => `${site.url}/index.php?rest_route=/cleantalk-antispam/v1/${route}`,
    home: `${site.url}/`,
    nonces: {
      ajax: printed(/"_ajax_nonce":"([0-9a-f]{10})"/, 'the admin-ajax nonce'),
      rest: printed(/"_rest_nonce":"([0-9a-f]{10})"/, 'the REST nonce'),
      forms,
    },
    checkjs: printed(/"ct_checkjs_key":"?(\d+)/, 'the JS-check key'),
    contact: {
      id: String(contact.formId),
      field: Object.fromEntries(fields.map((f) => [f.key, String(f.id)])),
    },
  }
}

/** The mocked site's side for `row`, with the knobs and policy the row names. */
function mockSide(row: EndpointRow) {
  const ctx = createSiteContext(
    siteKnobsSchema.parse(row.mock?.knobs ?? {}),
    sitePolicySchema.parse(row.mock?.policy ?? {}),
  )
  const form = loadExports().find((t) => t.name === 'contact')!.form
  const info: SideInfo = {
    ajaxUrl: `${MOCK_ORIGIN}/wp-admin/admin-ajax.php`,
    rest: (route) => `${MOCK_ORIGIN}/wp-json/cleantalk-antispam/v1/${route}`,
    home: `${MOCK_ORIGIN}/`,
    nonces: { ...ctx.nonces },
    checkjs: '1234567890',
    contact: {
      id: form.id,
      field: Object.fromEntries(form.fields.map((f) => [String(f.key), String(f.id)])),
    },
  }
  const handlers = createHandlers(ctx)
  return {
    info,
    send: async (request: Request) =>
      (await getResponse(handlers, request)) ??
      new Response('(no mock handler answered)', { status: 599 }),
  }
}

let real: SideInfo
beforeAll(async () => {
  await site.resetAntispam()
  real = await realSide()
})
afterAll(() => site.clearState())

describe.each(ENDPOINT_ROWS.map((r) => [`${r.endpoint}: ${r.name}`, r] as const))(
  'the mock answers as the real server',
  (title, row) => {
    it(title, async () => {
      if (row.antispam) await site.setAntispam(row.antispam.settings, row.antispam.data)
      onTestFinished(async () => {
        if (row.antispam) await site.resetAntispam()
      })
      if (row.endpoint === 'fresh-nonce' && !row.keepCooldown) {
        // Each refresh row starts outside the site's cooldown and rate limit.
        await resetRefreshLimits(site)
      } else if (row.keepCooldown) {
        // The row's subject is the cooldown: one refresh just before, on both sides.
        const first = ENDPOINT_ROWS.find((r) => r.endpoint === 'fresh-nonce')!
        await fetch(toRequest(first.request(real)))
      }
      const mock = mockSide(row)
      if (row.keepCooldown) await mock.send(toRequest(row.request(mock.info)))
      const fromReal = await answer(await fetch(toRequest(row.request(real))), row)
      const fromMock = await answer(await mock.send(toRequest(row.request(mock.info))), row)
      const say = `real ${fromReal.status} ${fromReal.type} ${fromReal.text.slice(0, 300)}\nmock ${fromMock.status} ${fromMock.type} ${fromMock.text.slice(0, 300)}`
      expect({ status: fromMock.status, type: fromMock.type }, say).toEqual({
        status: fromReal.status,
        type: fromReal.type,
      })
      expect(fromMock.shape, say).toEqual(fromReal.shape)
      if (row.exact) expect(fromMock.text, say).toBe(fromReal.text)
    })
  },
)
