import { loadChunk, loadedChunk } from '../../core/chunk-loader'
import { whenReady } from '../events/lifecycle'
import type { Feature } from '../context/feature'
import { loadAntispamChunk } from '../chunks/load-ui'
import type { DecoderSession } from '../chunks/ui-types'
import { WAITING_CHUNK, type WaitingChunk } from './waiting-chunk'
import { bramble } from '../../core/message'

const FAILED = bramble('Failed to decode the contact:')

/** An encoded element (contract e). */
const ENCODED = '[data-original-string]'
/** An encoded mailto/tel link (safe-href.ts's contactScheme, as a selector: fewer bytes). */
const CONTACT_LINK = 'a[href^="mailto:" i],a[href^="tel:" i]'

function encodedTarget(event: Event): HTMLElement | undefined {
  const el = event.target instanceof Element ? event.target : null
  // A link wrapping an encoded span is the click target, not the span (contract e).
  return (el?.closest<HTMLElement>(`a${ENCODED}`) ?? el?.closest<HTMLElement>(ENCODED)) || undefined
}

/**
 * The email decoder (spec §2.1, §4; contract c.1 and e). Only the click listener lives in the
 * main bundle. A page with encoded contacts fetches the waiting popup
 * (dist/antispam-waiting.js) once it is parsed, so a click shows the waiting state at once;
 * the flow (request, result, fill) comes with the UI chunk, whose popup then takes over.
 * Most page views have no encoded contact and fetch neither (bytes in the first 3 s).
 */
export const emailDecoderFeature: Feature = {
  name: 'email decoder',
  install(ctx) {
    const session: DecoderSession = { busy: false, decoded: new WeakSet(), timers: new Set() }
    const { win } = ctx
    const doc = win.document
    const waiting = () => loadedChunk<WaitingChunk>(WAITING_CHUNK)
    const cancel = whenReady(win, () => {
      // Fetched once: a page whose contacts are encoded later, or whose fetch failed, shows
      // the UI chunk's popup with its waiting state, a round trip later.
      if (doc.querySelector(ENCODED)) loadChunk(WAITING_CHUNK).catch(() => undefined)
    })
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
            waiting()?.remove(doc)
            console.error(FAILED, error)
          })
        // After the flow has started, so a failure here cannot leave the decoder stuck.
        waiting()?.show(win)
      } catch (error) {
        // The same line as a failed flow (one string to ship).
        console.error(FAILED, error)
      }
    }
    doc.addEventListener('click', onClick, true)
    return () => {
      cancel()
      doc.removeEventListener('click', onClick, true)
      session.timers.forEach(clearTimeout)
      waiting()?.remove(doc)
    }
  },
}
