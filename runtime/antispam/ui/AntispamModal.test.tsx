import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AntispamModal } from './AntispamModal'
import type { ModalRequest } from '../chunks/ui-types'

// The shared sanitizer chunk (DOMPurify needs a real browser; the wiring is what is tested here).
const sanitize = vi.fn((_html: string) => '<h3>Options</h3><img src="x">')
vi.mock('../../core/chunk-loader', () => ({
  loadChunk: () => Promise.resolve({ sanitize }),
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let root: Root
let host: HTMLElement
beforeEach(() => {
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  document.body.replaceChildren()
})

function render(request: ModalRequest, onClose = vi.fn(), onContentLoaded = vi.fn()) {
  act(() =>
    root.render(
      <AntispamModal request={request} onClose={onClose} onContentLoaded={onContentLoaded} />,
    ),
  )
  return { onClose, onContentLoaded }
}

describe('AntispamModal', () => {
  it('confirm: header, the last 60 characters of the text, Yes and No', () => {
    const onYes = vi.fn()
    const text =
      'x'.repeat(20) + 'Do you really want to delete all spam comments from this site now?'
    const { onClose } = render({
      kind: 'confirm',
      header: 'Sure?',
      text,
      yes: 'Yes',
      no: 'No',
      onYes,
    })
    expect(document.querySelector('.cleantalk-confirm-modal_header')!.textContent).toBe('Sure?')
    expect(document.querySelector('.cleantalk-confirm-modal_text')!.textContent).toBe(
      text.slice(-60),
    )
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      '.cleantalk-confirm-modal_buttons-block > button.cleantalk_link.cleantalk_link-auto',
    )
    expect([...buttons].map((b) => b.textContent)).toEqual(['Yes', 'No'])
    act(() => buttons[0]!.click())
    expect(onYes).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('server HTML: loading state first, then the HTML only as the sanitizer returns it, and the loaded callback', async () => {
    let resolve!: (html: string) => void
    const html = new Promise<string>((r) => (resolve = r))
    const { onContentLoaded } = render({ kind: 'html', html })
    expect(document.querySelector('.cleantalk-modal-loading')).not.toBe(null)
    expect(onContentLoaded).not.toHaveBeenCalled()
    await act(async () => {
      resolve('<h3>Options</h3><img src=x onerror="alert(1)"><script>alert(2)</script>')
      // Let the sanitizer chunk and the state update settle inside act().
      await new Promise((r) => setTimeout(r, 20))
    })
    await vi.waitFor(() =>
      expect(document.querySelector('#cleantalk-modal-content h3')).not.toBe(null),
    )
    expect(sanitize).toHaveBeenCalledWith(
      '<h3>Options</h3><img src=x onerror="alert(1)"><script>alert(2)</script>',
    )
    expect(document.querySelector('#cleantalk-modal-content img')!.hasAttribute('onerror')).toBe(
      false,
    )
    expect(onContentLoaded).toHaveBeenCalledTimes(1)
  })

  it('message: text only, Escape and the close button close it', () => {
    const { onClose } = render({ kind: 'message', text: '<b>x</b>' })
    expect(document.querySelector('#cleantalk-modal-content b')).toBe(null)
    expect(document.getElementById('cleantalk-modal-content')!.textContent).toBe('<b>x</b>')
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    act(() => document.getElementById('cleantalk-modal-close')!.click())
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
