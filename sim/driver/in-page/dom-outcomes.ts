/** Runs in the page: the user-visible outcomes of both runtimes (contract section e, forms DOM). */

/** What a visitor would see. */
export interface DomOutcomes {
  popup: { open: boolean; text: string }
  modal: { open: boolean; text: string }
  indicator: 'load' | 'good' | 'bad' | 'none'
  indicatorText: string
  badges: number
  badgePopupOpen: boolean
  formErrors: string[]
  success: string
  submitButton: { present: boolean; disabled: boolean; label: string }
  /** Whether a page script stopped the page's loading (`window.stop()`), and if the modal was up. */
  pageStop: { stopped: boolean; modalOpen: boolean }
}

function shown(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false
  const s = getComputedStyle(el)
  return (
    s.display !== 'none' && s.visibility !== 'hidden' && Number(s.opacity) > 0 && el.isConnected
  )
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()

function pageStop(): DomOutcomes['pageStop'] {
  const o = (window as unknown as { __brambleObserved?: { stops?: [number, boolean][] } })
    .__brambleObserved
  const first = o?.stops?.[0]
  return { stopped: first !== undefined, modalOpen: first?.[1] ?? false }
}

/** Reads every outcome. */
export function readOutcomes(): DomOutcomes {
  const popup = document.querySelector('#apbct_popup')
  const modal = document.querySelector('#cleantalk-modal-overlay')
  const block = document.querySelector('#apbct-check_email_exist-block')
  const cls = block?.className ?? ''
  const submit = document.querySelector<HTMLInputElement | HTMLButtonElement>(
    '.submit-container input, .submit-container button, form input[type=submit], form button[type=submit]',
  )
  return {
    popup: { open: shown(popup), text: text(popup) },
    modal: { open: shown(modal), text: text(document.querySelector('#cleantalk-modal-content')) },
    indicator: !block
      ? 'none'
      : /-good_email/.test(cls)
        ? 'good'
        : /-bad_email/.test(cls)
          ? 'bad'
          : 'load',
    indicatorText: text(document.querySelector('#apbct-check_email_exist-popup_description')),
    badges: document.querySelectorAll('.apbct-real-user-badge').length,
    badgePopupOpen: document.querySelector('.apbct-real-user-popup.visible') !== null,
    formErrors: [...document.querySelectorAll('.nf-error-msg, .nf-form-errors')]
      .map(text)
      .filter(Boolean),
    success: text(document.querySelector('.nf-response-msg')),
    pageStop: pageStop(),
    submitButton: {
      present: submit !== null,
      disabled: submit?.disabled ?? false,
      label: submit ? (submit instanceof HTMLInputElement ? submit.value : text(submit)) : '',
    },
  }
}

/** The text and visibility of the first element matching `selector`, or null. */
export function readElement(selector: string): { text: string; visible: boolean } | null {
  const el = document.querySelector(selector)
  if (!el) return null
  const r = el.getBoundingClientRect()
  return { text: el.textContent ?? '', visible: shown(el) && r.width > 0 && r.height > 0 }
}
