import { createRoot, type Root } from 'react-dom/client'
import { loadReact } from '../../core/react-host'
import { injectStyle } from '../../ui/inject-style'
import { listenBadges } from '../badge/interactions'
import { readBadgeSettings } from '../badge/settings'
import { runDecode } from '../email-decoder/decode-flow'
import { AntispamModal } from './AntispamModal'
import { BadgePopup } from './BadgePopup'
import { DecoderPopup } from './DecoderPopup'
import { MODAL_CSS } from './styles'
import { UI_CSS, UI_STYLES_ID } from '../chunks/ui-styles'
import type { AntispamUi, ModalRequest } from '../chunks/ui-types'

interface Mounted {
  readonly host: HTMLElement
  readonly root: Root
}

function mount(doc: Document, id: string): Mounted {
  const host = doc.createElement('div')
  host.id = id
  doc.body.appendChild(host)
  return { host, root: createRoot(host) }
}

function unmount(m: Mounted | undefined): void {
  if (!m) return
  m.root.unmount()
  m.host.remove()
}

/**
 * Builds the UI chunk's functions. Nothing React-related runs until one of them is called
 * (React is loaded by then: see chunks/load-ui.ts).
 */
export function createUi(doc: Document = document): AntispamUi {
  let modal: Mounted | undefined
  let popup: Mounted | undefined
  const roots = new WeakMap<HTMLElement, Root>()
  const rootFor = (el: HTMLElement) => {
    let root = roots.get(el)
    if (!root) {
      root = createRoot(el)
      roots.set(el, root)
    }
    return root
  }
  const baseStyles = () => injectStyle(UI_STYLES_ID, UI_CSS, doc)

  const closeModal = () => {
    if (!modal) return
    unmount(modal)
    modal = undefined
    doc.body.classList.remove('cleantalk-modal-opened')
    doc.dispatchEvent(new CustomEvent('cleantalkModalClosed'))
  }

  const ui: AntispamUi = {
    decodeContact: (ctx, target, session) => runDecode(ui, ctx, target, session),
    async listenBadges(win, warn) {
      // The bundle that drew the badges started React's fetch beside this chunk's
      // (loadUiBesideReact) and holds neither React's host nor the phrases (start-up bytes).
      await loadReact()
      const phrases = readBadgeSettings(win, warn)?.phrases
      return phrases
        ? listenBadges(win, (popup) => ui.renderBadgePopup(popup, phrases))
        : { handle: () => undefined, dispose: () => undefined }
    },
    openModal(request: ModalRequest) {
      injectStyle('cleantalk-modal-styles', MODAL_CSS, doc)
      modal ??= mount(doc, 'bramble-antispam-modal')
      doc.body.classList.add('cleantalk-modal-opened')
      const loaded = () => doc.dispatchEvent(new CustomEvent('cleantalkModalContentLoaded'))
      modal.root.render(
        <AntispamModal request={request} onClose={closeModal} onContentLoaded={loaded} />,
      )
      return closeModal
    },
    showDecoderPopup(state, texts, onEscape) {
      baseStyles()
      popup ??= mount(doc, 'bramble-apbct-popup-host')
      doc.body.classList.add('apbct-popup-fade')
      popup.root.render(<DecoderPopup state={state} texts={texts} onEscape={onEscape} />)
    },
    hideDecoderPopup() {
      unmount(popup)
      popup = undefined
      doc.body.classList.remove('apbct-popup-fade')
    },
    renderBadgePopup(el, phrases) {
      baseStyles()
      rootFor(el).render(<BadgePopup phrases={phrases} />)
    },
  }
  return ui
}
