import type { Feature } from '../feature'
import { loadAntispamChunk } from '../ui/load-ui'
import type { DecoderSession } from '../ui/types'
import { pageWaitingTexts } from './texts'
import { removeWaitingPopup, showWaitingPopup } from './waiting-popup'

const FAILED = '[bramble] Failed to decode the contact:'

/** An encoded mailto/tel link (safe-href.ts's contactScheme, as a selector: fewer bytes). */
const CONTACT_LINK = 'a[href^="mailto:" i],a[href^="tel:" i]'

function encodedTarget(event: Event): HTMLElement | undefined {
  const el = event.target instanceof Element ? event.target : null
  // A link wrapping an encoded span is the click target, not the span (contract e).
  return (
    (el?.closest<HTMLElement>('a[data-original-string]') ??
      el?.closest<HTMLElement>('[data-original-string]')) ||
    undefined
  )
}

/**
 * The email decoder (spec §2.1, §4; contract c.1 and e). Only the click listener and the
 * waiting popup live in the main bundle: a click shows the waiting state at once, and the
 * flow (request, result, fill) comes with the UI chunk, whose popup then takes over.
 */
export const emailDecoderFeature: Feature = {
  name: 'email decoder',
  install(ctx) {
    const session: DecoderSession = { busy: false, decoded: new WeakSet(), timers: new Set() }
    const doc = ctx.win.document
    const onClick = (event: MouseEvent) => {
      try {
        const target = encodedTarget(event)
        if (!target || session.decoded.has(target)) return
        // Until decoded, an encoded mailto/tel link must not open the obfuscated address.
        if (target.matches(CONTACT_LINK)) event.preventDefault()
        if (session.busy) return
        session.busy = true
        loadAntispamChunk()
          .then((ui) => ui.decodeContact(ctx, target, session))
          .catch((error: unknown) => {
            session.busy = false
            removeWaitingPopup(doc)
            console.error(FAILED, error)
          })
        // After the flow has started, so a failure here cannot leave the decoder stuck.
        // The plugin always prints these; without them the chunk's popup (with defaults) shows.
        const texts = pageWaitingTexts(ctx.win)
        if (texts) showWaitingPopup(doc, texts)
      } catch (error) {
        // The same line as a failed flow (one string to ship).
        console.error(FAILED, error)
      }
    }
    doc.addEventListener('click', onClick, true)
    return () => {
      doc.removeEventListener('click', onClick, true)
      session.timers.forEach(clearTimeout)
      removeWaitingPopup(doc)
    }
  },
}
