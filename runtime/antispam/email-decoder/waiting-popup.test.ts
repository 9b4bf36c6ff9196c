import { afterEach, describe, expect, it } from 'vitest'
import { removeWaitingPopup, showWaitingPopup } from './waiting-popup'

afterEach(() => {
  document.body.innerHTML = ''
  document.body.className = ''
})

const texts = ['Decoder <b>', 'Wait & see', 'Second line']

describe('the main bundle’s waiting popup', () => {
  it('shows the three texts as text in a labelled dialog with a status region, and dims the page', () => {
    showWaitingPopup(document, texts)
    const popup = document.getElementById('apbct_popup')!
    expect(popup.getAttribute('role')).toBe('dialog')
    expect(document.getElementById(popup.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Decoder <b>',
    )
    expect(popup.querySelector('b')).toBeNull()
    const status = popup.querySelector('[role="status"]')!
    expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Wait & see',
      'Second line',
    ])
    expect(popup.querySelectorAll('.apbct_dog')).toHaveLength(3)
    expect(document.body.classList.contains('apbct-popup-fade')).toBe(true)
  })

  it('is removed with its styles and the dimming, once', () => {
    document.body.classList.add('other')
    showWaitingPopup(document, texts)
    removeWaitingPopup(document)
    expect(document.body.innerHTML).toBe('')
    expect(document.body.className).toBe('other')
    // Nothing left: a second call changes nothing (the chunk's popup may own the class now).
    document.body.classList.add('apbct-popup-fade')
    removeWaitingPopup(document)
    expect(document.body.classList.contains('apbct-popup-fade')).toBe(true)
  })
})
