import { afterEach, describe, expect, it, vi } from 'vitest'
import { showBlockMessage } from './show'

vi.mock('../chunks/load-ui', () => ({
  loadAntispamUi: () => Promise.resolve({ openModal: openModal }),
}))
const openModal = vi.fn()

afterEach(() => {
  document.body.replaceChildren()
  openModal.mockReset()
})

describe('showBlockMessage', () => {
  it('dispatches apbctAjaxBockAlert with detail.message and opens the modal with the text', async () => {
    const seen: unknown[] = []
    document.addEventListener('apbctAjaxBockAlert', (e) => seen.push((e as CustomEvent).detail), {
      once: true,
    })
    showBlockMessage({ message: '<b>No</b>', stopScript: false })
    expect(seen).toEqual([{ message: '<b>No</b>' }])
    await vi.waitFor(() =>
      expect(openModal).toHaveBeenCalledWith({ kind: 'message', text: '<b>No</b>' }),
    )
  })

  it('stops the page load when stop_script is 1, once the modal is open', async () => {
    const order: string[] = []
    openModal.mockImplementation(() => order.push('modal'))
    const stop = vi.fn(() => order.push('stop'))
    showBlockMessage({ message: 'x', stopScript: true }, { document, stop } as unknown as Window)
    expect(stop).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1))
    expect(order).toEqual(['modal', 'stop'])
  })

  it('NEXForms: disables the submit button and hides the success message', () => {
    document.body.innerHTML =
      '<form class="submit-nex-form"><button class="nex-submit">Send</button></form><div class="nex_success_message">Thanks</div>'
    showBlockMessage({ message: 'x', stopScript: false, integration: 'NEXForms' })
    expect(document.querySelector<HTMLButtonElement>('button.nex-submit')!.disabled).toBe(true)
    expect(document.querySelector<HTMLElement>('.nex_success_message')!.style.display).toBe('none')
  })

  it('Elfsight: re-enables submit, hides the spinner, shows the message as text', () => {
    document.body.innerHTML =
      '<div class="elfsight-app-123"><button type="submit" disabled>Send</button><div class="Loader__Spinner-x">…</div></div>'
    showBlockMessage({
      message: '<i>Forbidden</i>',
      stopScript: false,
      integration: 'ElfsightForm',
    })
    expect(document.querySelector<HTMLButtonElement>('button')!.disabled).toBe(false)
    expect(document.querySelector<HTMLElement>('[class*="Loader__Spinner"]')!.style.display).toBe(
      'none',
    )
    const box = document.querySelector('.apbct-elfsight-forbidden-msg')!
    expect(box.textContent).toBe('<i>Forbidden</i>')
    expect(box.querySelector('i')).toBe(null)
  })
})
