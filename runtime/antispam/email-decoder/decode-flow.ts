import { loadReact } from '../../core/react-host'
import type { AntispamContext } from '../context/feature'
import { isAdminContext, pageSettings, text } from '../config/page-settings'
import type { AntispamUi, DecoderPopupState, DecoderSession } from '../chunks/ui-types'
import { decodeAll, encodedNodes } from './decode-call'
import { fillNodes } from './fill'
import { failureLine } from './messages'
import { contactScheme, visiblePart } from './safe-href'
import { readDecoderTexts } from './texts'
import { bramble } from '../../core/message'

/** Delay before the decoded address is shown (spec §9). */
export const SHOW_DELAY_MS = 3000
/** Delay before a failure line hides (spec §9). */
export const HIDE_DELAY_MS = 3000

function later(s: DecoderSession, fn: () => void, ms: number) {
  const t = setTimeout(() => {
    s.timers.delete(t)
    try {
      fn()
    } catch (error) {
      console.error(bramble('Email decoder step failed:'), error)
    }
  }, ms)
  s.timers.add(t)
}

/**
 * One decode for a click on `target` (spec §4, contract c.1): ONE bulk request over every
 * encoded node, sent before React is loaded; the popup's waiting state (taking over the main
 * bundle's), the address after 3 s, and on Got it the nodes filled by their own rows; or the
 * failure line, hidden after 3 s, with clicks re-armed. Escape closes the popup: while
 * waiting it drops the decode (nothing is shown or filled later, clicks are re-armed), on the
 * result it does what Got it does except opening a clicked link. `reactReady` loads React.
 */
export async function runDecode(
  ui: AntispamUi,
  ctx: AntispamContext,
  target: HTMLElement,
  s: DecoderSession,
  reactReady: () => Promise<unknown> = loadReact,
): Promise<void> {
  const texts = readDecoderTexts(pageSettings(ctx.win, 'ctPublicFunctions', ctx.warn))
  const passKey = pageSettings(ctx.win, 'ctPublic', ctx.warn)('emailEncoderPassKey', text, '')
  const nodes = encodedNodes(ctx.win.document)
  const pending = decodeAll(ctx, nodes, isAdminContext(ctx.win) ? 'admin_ajax' : undefined)
  let dismissed = false
  let onEscape = () => {
    dismissed = true
    s.busy = false
    ui.hideDecoderPopup()
  }
  const show = (state: DecoderPopupState) => {
    if (!dismissed) ui.showDecoderPopup(state, texts, () => onEscape())
  }
  await reactReady()
  show({ kind: 'waiting' })
  const outcome = await pending
  if (dismissed) return
  const clicked = target.getAttribute('data-original-string') ?? ''
  const row =
    outcome.kind === 'rows' && outcome.success
      ? outcome.rows.find((r) => r.encoded_email === clicked)
      : undefined
  if (outcome.kind !== 'rows' || !row?.is_allowed) {
    show({ kind: 'error', text: failureLine(outcome, clicked, texts) })
    s.busy = false
    later(s, () => ui.hideDecoderPopup(), HIDE_DELAY_MS)
    return
  }
  if (outcome.rows.every((r) => r.is_allowed) && passKey)
    ctx.store.set({ apbct_email_encoder_passed: passKey })
  const finish = (follow: boolean) => {
    dismissed = true
    ui.hideDecoderPopup()
    fillNodes(nodes, outcome.rows, (fn, ms) => later(s, fn, ms)).forEach((n) => s.decoded.add(n))
    s.busy = false
    // The visitor clicked a mailto/tel link: open it now that it carries the address.
    if (follow && contactScheme(target) && s.decoded.has(target)) target.click()
  }
  const onGotIt = () => finish(true)
  const email = visiblePart(row.decoded_email)
  later(
    s,
    () => {
      onEscape = () => finish(false)
      show({ kind: 'result', email, onGotIt })
    },
    SHOW_DELAY_MS,
  )
}
