import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { injectStyle } from '../../ui/inject-style'
import { POPUP_CSS } from '../email-decoder/popup-styles'
import { WAITING_ATTR } from '../email-decoder/waiting-popup'
import type { DecoderPopupState, DecoderTexts } from '../chunks/ui-types'

/** Props of {@link DecoderPopup}. */
export interface DecoderPopupProps {
  readonly state: DecoderPopupState
  readonly texts: DecoderTexts
  /** Escape pressed while the popup is open (the popup closes itself through the caller). */
  readonly onEscape?: () => void
}

function selectAll(el: HTMLElement): void {
  const sel = el.ownerDocument.defaultView?.getSelection()
  sel?.selectAllChildren(el)
}

function Animation() {
  return (
    <div className="apbct-ee-animation-wrapper" aria-hidden="true">
      <span className="apbct_dog apbct_dog_one">@</span>
      <span className="apbct_dog apbct_dog_two">@</span>
      <span className="apbct_dog apbct_dog_three">@</span>
    </div>
  )
}

/**
 * Takes the place of the main bundle's waiting popup (email-decoder/waiting-popup.ts) in the
 * commit that first shows this one, before the browser paints: never two popups, never none.
 */
function useTakeOver(popup: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const doc = popup.current?.ownerDocument
    if (!doc) return
    injectStyle('bramble-apbct-popup-styles', POPUP_CSS, doc)
    const waiting = doc.querySelectorAll(`[${WAITING_ATTR}]`)
    // The waiting popup holds nothing focusable; should focus be in it anyway, keep it on the dialog.
    const hadFocus = [...waiting].some((el) => el.contains(doc.activeElement))
    waiting.forEach((el) => el.remove())
    if (hadFocus) popup.current?.focus()
  }, [popup])
}

/**
 * A dialog's keyboard contract: focus moves into it when it opens and goes back where it
 * was when it closes; Escape (caught before the page's own key handlers) calls `onEscape`.
 */
function useDialogFocus(popup: RefObject<HTMLDivElement | null>, onEscape?: () => void) {
  const escape = useRef(onEscape)
  escape.current = onEscape
  useEffect(() => {
    const el = popup.current
    const doc = el?.ownerDocument
    if (!el || !doc) return
    const active = doc.activeElement
    const previous = active instanceof HTMLElement && !el.contains(active) ? active : null
    if (!el.contains(active)) el.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !escape.current) return
      event.preventDefault()
      event.stopPropagation()
      escape.current()
    }
    doc.addEventListener('keydown', onKey, true)
    return () => {
      doc.removeEventListener('keydown', onKey, true)
      // Only when focus is still ours (in the popup, or dropped to the body as it went).
      const now = doc.activeElement
      if (previous?.isConnected && (!now || now === doc.body || el.contains(now))) previous.focus()
    }
  }, [popup])
}

/** The email-decoder popup (contract e): waiting, decoded result with Got it, or an error. */
export function DecoderPopup({ state, texts, onEscape }: DecoderPopupProps) {
  const popup = useRef<HTMLDivElement>(null)
  const gotIt = useRef<HTMLButtonElement>(null)
  useTakeOver(popup)
  useDialogFocus(popup, onEscape)
  useEffect(() => {
    if (state.kind === 'result') gotIt.current?.focus()
  }, [state])
  return (
    <div
      ref={popup}
      id="apbct_popup"
      className="apbct-popup apbct-email-encoder-popup"
      role="dialog"
      aria-labelledby="apbct_popup_header"
      tabIndex={-1}
    >
      <span className="apbct-email-encoder-elements_center">
        <p id="apbct_popup_header" className="apbct-email-encoder--popup-header">
          {texts.emailDecoder}
        </p>
      </span>
      {/* A status region: each state's text is announced, as in the main bundle's popup. */}
      <div id="apbct_popup_text" className="apbct-email-encoder-elements_center" role="status">
        <p id="apbct_email_ecoder__popup_text_node_first">
          {state.kind === 'waiting' && texts.waitForDecoding}
          {state.kind === 'error' && state.text}
          {state.kind === 'result' && (
            <>
              {texts.originalEmail}
              {'\u00a0'}
              <b
                className="apbct-email-encoder-select-whole-email"
                title={texts.clickToSelect}
                onClick={(e) => selectAll(e.currentTarget)}
              >
                {state.email}
              </b>
            </>
          )}
        </p>
        <p id="apbct_email_ecoder__popup_text_node_second">
          {state.kind === 'waiting' ? texts.decodingProcess : ''}
        </p>
      </div>
      {state.kind === 'waiting' && <Animation />}
      {state.kind === 'result' && (
        <span className="apbct-email-encoder-elements_center top-margin-long">
          <button
            ref={gotIt}
            type="button"
            className="apbct-email-encoder-got-it-button"
            onClick={state.onGotIt}
          >
            {texts.gotIt}
          </button>
        </span>
      )}
    </div>
  )
}
