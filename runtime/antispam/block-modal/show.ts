import { loadAntispamUi } from '../chunks/load-ui'
import type { BlockMessage } from './detect'
import { bramble } from '../../core/message'

const EVENT = 'apbctAjaxBockAlert'

function nexForms(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>('form.submit-nex-form button.nex-submit').forEach((b) => {
    b.disabled = true
  })
  doc.querySelectorAll<HTMLElement>('div.nex_success_message').forEach((d) => {
    d.style.display = 'none'
  })
}

function elfsightIn(root: ParentNode, message: string): void {
  root.querySelectorAll<HTMLElement>('[class*="elfsight-app"]').forEach((app) => {
    app
      .querySelectorAll<HTMLButtonElement>('button[type="submit"], button[disabled]')
      .forEach((b) => {
        b.disabled = false
      })
    app.querySelectorAll<HTMLElement>('[class*="Loader__Spinner"]').forEach((s) => {
      s.style.display = 'none'
    })
    let box = app.querySelector<HTMLElement>('div.apbct-elfsight-forbidden-msg')
    if (!box) {
      box = app.ownerDocument.createElement('div')
      box.className = 'apbct-elfsight-forbidden-msg'
      app.appendChild(box)
    }
    box.textContent = message
    box.style.display = 'block'
  })
}

function elfsight(doc: Document, message: string): void {
  elfsightIn(doc, message)
  doc.querySelectorAll('iframe').forEach((frame) => {
    try {
      // Cross-origin frames throw on access: they are not ours to touch.
      const inner = frame.contentDocument
      if (inner) elfsightIn(inner, message)
    } catch {
      // not same-origin
    }
  })
}

/**
 * Shows a block message (contract c.6): dispatches `apbctAjaxBockAlert` with
 * `detail.message`, applies the NEXForms and Elfsight handling, opens the modal with the
 * message as text and, when `stopScript`, then stops the page load. Never throws.
 */
export function showBlockMessage(block: BlockMessage, win: Window = window): void {
  const doc = win.document
  try {
    doc.dispatchEvent(new CustomEvent(EVENT, { detail: { message: block.message } }))
  } catch {
    // A page listener that throws must not stop the modal.
  }
  try {
    if (block.integration === 'NEXForms') nexForms(doc)
    if (block.integration === 'ElfsightForm' || block.integration === 'Elfsight')
      elfsight(doc, block.message)
  } catch (error) {
    console.error(bramble('Failed to apply the block message to the page:'), error)
  }
  const shown = loadAntispamUi()
    .then((ui) => {
      ui.openModal({ kind: 'message', text: block.message })
    })
    .catch((error: unknown) =>
      console.error(bramble('Failed to show the block message:'), block.message, error),
    )
  if (block.stopScript) stopAfter(shown, win)
}

/** Longest wait for the modal before the page load is stopped anyway. */
export const STOP_FALLBACK_MS = 3000

// window.stop() aborts every load in flight, the UI chunk and React included: stop once the
// modal is up (or has failed), at the latest after STOP_FALLBACK_MS.
function stopAfter(shown: Promise<void>, win: Window): void {
  let done = false
  const stop = () => {
    if (done) return
    done = true
    try {
      win.stop()
    } catch {
      // A page without stop() (embedded views) keeps loading.
    }
  }
  const timer = setTimeout(stop, STOP_FALLBACK_MS)
  void shown.finally(() => {
    clearTimeout(timer)
    stop()
  })
}
