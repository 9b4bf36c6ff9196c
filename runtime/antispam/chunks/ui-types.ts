import type { AntispamContext } from '../context/feature'

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

/** The decoder's per-page state, kept by the always-loaded part between clicks. */
export interface DecoderSession {
  /** A decode is running or its result is on screen: further clicks are ignored. */
  busy: boolean
  /** Nodes already filled with their decoded contact. */
  readonly decoded: WeakSet<HTMLElement>
  readonly timers: Set<ReturnType<typeof setTimeout>>
}

/** The email checks' lazily built part (caches, calls, indicator). */
export interface EmailChecker {
  /**
   * Checks the input's current value: of the page's checks, those `only` names (both when
   * absent), each where the input is one of its targets.
   */
  check(input: HTMLInputElement, only?: Partial<EmailCheckSwitches>): void
  /** Removes the indicator (empty field, uninstall). */
  clear(): void
}

/** The badges' listeners, installed by the chunk on the first badge interaction. */
export interface BadgeListeners {
  /** Handles an event the always-loaded part caught before the chunk was there. */
  handle(event: Event): void
  dispose(): void
}

/** Which email checks the page turns on. */
export interface EmailCheckSwitches {
  readonly beforePost: boolean
  readonly exist: boolean
}

/**
 * Functions the UI chunk registers. Rendering functions need React loaded first
 * (`loadAntispamUi`); the flows load it themselves when they draw.
 */
export interface AntispamUi {
  /** Runs one decode for a click on `target` (spec §4). */
  decodeContact(ctx: AntispamContext, target: HTMLElement, session: DecoderSession): Promise<void>
  /**
   * Installs the badge behaviour once React has loaded (popups render on first open); reads
   * the popup's phrases, warning once when they are malformed (then no popup opens).
   */
  listenBadges(win: Window, warn: (message: string) => void): Promise<BadgeListeners>
  /** Opens the modal (replacing what it shows); returns a function that closes it. */
  openModal(request: ModalRequest): () => void
  /** Shows or updates the decoder popup; `onEscape` runs when the visitor presses Escape. */
  showDecoderPopup(state: DecoderPopupState, texts: DecoderTexts, onEscape?: () => void): void
  /** Hides the decoder popup. */
  hideDecoderPopup(): void
  /** Renders the badge popup's content into its popup element. */
  renderBadgePopup(popup: HTMLElement, phrases: BadgePhrases): void
}
