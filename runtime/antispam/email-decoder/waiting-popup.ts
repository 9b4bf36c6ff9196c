import { POPUP_CSS } from './popup-styles'

/** The attribute that marks the main bundle's waiting popup (and its styles). */
export const WAITING_ATTR = 'data-apbct-waiting'

/** The body class that dims the page while the popup is open (contract e). */
export const FADE_CLASS = 'apbct-popup-fade'

// The React popup's waiting state (ui/DecoderPopup.tsx) as static markup; texts are set as text.
const MARKUP =
  `<style ${WAITING_ATTR}>${POPUP_CSS}</style>` +
  `<div id="apbct_popup" class="apbct-popup apbct-email-encoder-popup" role="dialog" aria-labelledby="apbct_popup_header" ${WAITING_ATTR}>` +
  '<span class="apbct-email-encoder-elements_center"><p id="apbct_popup_header" class="apbct-email-encoder--popup-header"></p></span>' +
  '<div id="apbct_popup_text" class="apbct-email-encoder-elements_center" role="status">' +
  '<p id="apbct_email_ecoder__popup_text_node_first"></p><p id="apbct_email_ecoder__popup_text_node_second"></p></div>' +
  '<div class="apbct-ee-animation-wrapper" aria-hidden="true"><span class="apbct_dog apbct_dog_one">@</span>' +
  '<span class="apbct_dog apbct_dog_two">@</span><span class="apbct_dog apbct_dog_three">@</span></div></div>'

/**
 * Shows the decoder popup's waiting state as plain DOM in the click's own task, before the
 * UI chunk and React have loaded: `texts` are the header, the wait line and the second line.
 * The chunk's popup takes its place (ui/DecoderPopup.tsx).
 */
export function showWaitingPopup(doc: Document, texts: readonly string[]): void {
  const body = doc.body
  body.insertAdjacentHTML('beforeend', MARKUP)
  body.lastElementChild!.querySelectorAll('p').forEach((p, i) => (p.textContent = texts[i]!))
  body.classList.add(FADE_CLASS)
}

/** Removes the waiting popup if it is still there (the decode failed before the chunk took over). */
export function removeWaitingPopup(doc: Document): void {
  const left = doc.querySelectorAll(`[${WAITING_ATTR}]`)
  left.forEach((el) => el.remove())
  if (left.length) doc.body.classList.remove(FADE_CLASS)
}
