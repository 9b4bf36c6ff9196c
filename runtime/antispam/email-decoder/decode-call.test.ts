import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import { encodeContact } from '../../../sim/site/email-encoding'
import type { AntispamContext } from '../context/feature'
import { createSignalStore } from '../storage/signal-store'
import { createTransport } from '../transport/create-transport'
import { decodeAll, encodedEmailsField, encodedNodes } from './decode-call'
import { on } from '../events/event-hub'

const site = antispamSite()
beforeAll(() => site.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => site.server.close())

function context(): AntispamContext {
  const config = site.config()
  const transport = createTransport(config)
  return {
    config,
    transport,
    store: createSignalStore(config, transport, window),
    win: window,
    listen: on,
    warn: () => undefined,
  }
}

beforeEach(() => {
  document.body.innerHTML = `<span data-original-string="${encodeContact('john@example.com')}">jo**</span>
<a href="mailto:x" data-original-string="${encodeContact('a@example.org?subject=Hi')}"><span data-original-string="${encodeContact('a@example.org')}">a*</span></a>
<span data-original-string="${encodeContact('john@example.com')}">jo**</span>`
})

describe('bulk decode', () => {
  it('lists every encoded node by index', () => {
    const nodes = encodedNodes(document)
    expect(JSON.parse(encodedEmailsField(nodes))).toEqual({
      0: encodeContact('john@example.com'),
      1: encodeContact('a@example.org?subject=Hi'),
      2: encodeContact('a@example.org'),
      3: encodeContact('john@example.com'),
    })
  })

  it('sends one call with the context fields and reads the server rows (duplicates collapsed)', async () => {
    site.reset({ cookieMode: 'none', ajaxType: 'rest' })
    const outcome = await decodeAll(context(), encodedNodes(document))
    expect(outcome).toMatchObject({ kind: 'rows', success: true })
    const rows = outcome.kind === 'rows' ? outcome.rows : []
    expect(rows.map((r) => r.decoded_email)).toEqual([
      'john@example.com',
      'a@example.org?subject=Hi',
      'a@example.org',
    ])
    const calls = site.calls()
    expect(calls).toHaveLength(1)
    const fields = (calls[0]!.body as { fields: Record<string, string> }).fields
    expect(fields.post_url).toBe(location.href)
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['encodedEmails', 'event_javascript_data', 'post_url']),
    )
  })

  it('uses admin-ajax when asked (admin context) and reads a cloud error', async () => {
    site.reset({ cookieMode: 'none', ajaxType: 'rest' }, { decode: 'cannot_connect' })
    const outcome = await decodeAll(context(), encodedNodes(document), 'admin_ajax')
    expect(outcome).toMatchObject({ kind: 'rows', success: false })
    expect(site.calls()[0]!.path).toBe('/wp-admin/admin-ajax.php')
  })
})
