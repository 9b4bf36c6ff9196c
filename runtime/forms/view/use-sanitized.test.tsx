import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormContext } from './form-context'
import { ResponseMessage } from './ResponseMessage'
import { useSanitized } from './use-sanitized'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => vi.restoreAllMocks())

function Success({ ctx, html }: { ctx: FormContext; html: string }) {
  return <ResponseMessage html={useSanitized(ctx, html)} />
}

async function shown(sanitizer: FormContext['sanitizer'], html: string) {
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  const ctx = { sanitizer } as unknown as FormContext
  await act(async () => root.render(<Success ctx={ctx} html={html} />))
  await act(async () => {})
  const el = host.querySelector('.nf-response-msg') as HTMLElement
  const out = { html: el.innerHTML, label: el.getAttribute('aria-label') }
  act(() => root.unmount())
  host.remove()
  return out
}

describe('success message through the sanitizer', () => {
  it('shows the sanitized markup', async () => {
    const clean = (h: string) => h.replace(/<img[^>]*>/g, '')
    const out = await shown(
      () => Promise.resolve(clean),
      '<p>Thanks <img src=x onerror=alert(1)></p>',
    )
    expect(out.html).toBe('<p>Thanks </p>')
    expect(out.label).toBe('Thanks')
  })

  it('shows the message as text when the sanitizer cannot be loaded, never the raw markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const out = await shown(
      () => Promise.reject(new Error('offline')),
      '<p>Thanks, <b>Ann</b> &amp; co <img src=x onerror=alert(1)></p>',
    )
    expect(out.html).toBe('Thanks, Ann &amp; co')
    expect(out.label).toBe('Thanks, Ann & co')
  })
})
