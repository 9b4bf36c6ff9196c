import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSite, type SiteServer } from '../index'
import { virtualSiteClock } from './site-clock'

let site: SiteServer | undefined
afterEach(async () => {
  await site?.close()
  site = undefined
})

/** A form submit the site's timeout fault holds (the site never answers it). */
async function heldSubmit() {
  const clock = virtualSiteClock()
  site = await startSite({
    clock,
    policy: { faults: [{ kind: 'timeout', match: { action: 'nf_ajax_submit' }, from: 1 }] },
  })
  const client = new AbortController()
  const body = new URLSearchParams({ action: 'nf_ajax_submit', formData: '{}' })
  const reply = fetch(`${site.origin}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    body,
    signal: client.signal,
  }).catch((error: unknown) => error)
  await vi.waitFor(() => expect(clock.sleeping()).toBe(1))
  return { clock, client, reply }
}

describe('a reply held on the site clock', () => {
  it('counts as awaited while its client waits', async () => {
    const { clock, client, reply } = await heldSubmit()
    expect(clock.nextDue()).toBeGreaterThan(0)
    client.abort()
    await reply
  })

  // The virtual clock treats requests on the wire as settled when the site holds as many:
  // a held reply whose page gave up (60 s later, or a reload) still counted, so a submit
  // still on its way was taken for it, time jumped past the page's 60 s give-up, and the
  // site then stored a submission the visitor was told had failed (soak, submission 455).
  it('no longer counts once its client has gone', async () => {
    const { clock, client, reply } = await heldSubmit()
    client.abort()
    await reply
    await vi.waitFor(() => expect(clock.sleeping()).toBe(0))
    expect(clock.nextDue()).toBeUndefined()
  })
})
