import { useEffect, useRef } from 'react'
import { LiveRegion } from '../../ui/LiveRegion'
import type { DecoderPopupState, DecoderTexts } from './types'

/** Props of {@link DecoderPopup}. */
export interface DecoderPopupProps {
  readonly state: DecoderPopupState
  readonly texts: DecoderTexts
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

/** The email-decoder popup (contract e): waiting, decoded result with Got it, or an error. */
export function DecoderPopup({ state, texts }: DecoderPopupProps) {
  const gotIt = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state.kind === 'result') gotIt.current?.focus()
  }, [state])
  const announce =
    state.kind === 'waiting'
      ? texts.waitForDecoding
      : state.kind === 'result'
        ? `${texts.originalEmail} ${state.email}`
        : state.text
  return (
    <div
      id="apbct_popup"
      className="apbct-popup apbct-email-encoder-popup"
      role="dialog"
      aria-label={texts.emailDecoder}
    >
      <span className="apbct-email-encoder-elements_center">
        <p className="apbct-email-encoder--popup-header">{texts.emailDecoder}</p>
      </span>
      <div id="apbct_popup_text" className="apbct-email-encoder-elements_center">
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
      <LiveRegion message={announce} />
    </div>
  )
}
