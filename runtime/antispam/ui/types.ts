/**
 * The surface of the lazily loaded UI chunk (`dist/antispam-ui.js`). The always-loaded
 * bundle holds the logic and calls these; the chunk holds React components and styles.
 */

/** What the modal shows. */
export type ModalRequest =
  | { readonly kind: 'message'; readonly text: string }
  /** Server HTML (sanitized in the chunk); the modal shows its loading state until it resolves. */
  | { readonly kind: 'html'; readonly html: Promise<string> }
  | {
      readonly kind: 'confirm'
      readonly header: string
      readonly text: string
      readonly yes: string
      readonly no: string
      readonly onYes: () => void
      readonly onNo?: () => void
    }

/** The email-decoder popup's state (contract e, decoder popup). */
export type DecoderPopupState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'result'; readonly email: string; readonly onGotIt: () => void }
  | { readonly kind: 'error'; readonly text: string }

/** Localized decoder strings (`ctPublicFunctions.text__ee_*`). */
export interface DecoderTexts {
  readonly clickToSelect: string
  readonly originalEmail: string
  readonly gotIt: string
  readonly emailDecoder: string
  readonly waitForDecoding: string
  readonly decodingProcess: string
}

/** The email-exists indicator state (contract e). */
export type IndicatorState = 'load' | 'good_email' | 'bad_email'

/** The real-person badge phrases (already escaped by the server: text only). */
export interface BadgePhrases {
  readonly heading: string
  readonly content1: string
  readonly content2: string
  readonly learnMore: string
  /** Shown only in admin. */
  readonly learnMoreLink?: string
}

/** Functions the UI chunk registers. */
export interface AntispamUi {
  /** Opens the modal (replacing what it shows); returns a function that closes it. */
  openModal(request: ModalRequest): () => void
  /** Shows or updates the decoder popup. */
  showDecoderPopup(state: DecoderPopupState, texts: DecoderTexts): void
  /** Hides the decoder popup. */
  hideDecoderPopup(): void
  /** Renders the email indicator into its block element. */
  renderIndicator(block: HTMLElement, state: IndicatorState, text: string): void
  /** Renders the badge popup's content into its popup element. */
  renderBadgePopup(popup: HTMLElement, phrases: BadgePhrases): void
}
