import type { IndicatorState } from '../chunks/ui-types'

/** The one email-exists indicator of the page, beside the input it describes. */
export interface Indicator {
  show(input: HTMLInputElement, state: IndicatorState, text: string): void
  remove(): void
}

/** The indicator's id and class (contract e); the state class is `<BLOCK>-<state>`. */
export const BLOCK = 'apbct-check_email_exist-block'
/** The hover hint's id and class (contract e). */
export const HINT = 'apbct-check_email_exist-popup_description'

const COLORS: Record<IndicatorState, string> = {
  load: 'inherit',
  good_email: '#1C7129',
  bad_email: '#E01111',
}

/**
 * Creates the page's indicator controller (contract e): `div#apbct-check_email_exist-block`
 * itself is placed directly after the input's parent (a sibling of the parent), with the
 * state class `apbct-check_email_exist-load|-good_email|-bad_email`. It is drawn at the
 * input's right edge and follows it on scroll and resize (one layout read per animation
 * frame). Hovering it shows the hint `div#apbct-check_email_exist-popup_description`
 * (inside the block) with the server's text as text, green or red. One per page; `remove`
 * takes both away.
 */
export function createIndicator(win: Window): Indicator {
  const doc = win.document
  let block: HTMLElement | undefined
  let current: { input: HTMLInputElement; state: IndicatorState; text: string } | undefined
  let frame = 0
  let hover = false

  const draw = () => {
    frame = 0
    if (!block || !current) return
    const { input, state, text } = current
    const rect = input.getBoundingClientRect()
    const top = rect.top + (rect.height - 20) / 2
    const left = rect.right - 26
    block.className = `${BLOCK} ${BLOCK.replace('block', state)}`
    block.style.top = `${top}px`
    block.style.left = `${left}px`
    block.setAttribute('aria-label', state === 'load' ? 'Checking the email address' : text)
    let hint = block.querySelector<HTMLElement>(`#${HINT}`)
    if (hover && state !== 'load' && text !== '') {
      if (!hint) {
        hint = doc.createElement('div')
        hint.id = hint.className = HINT
        block.append(hint)
      }
      hint.textContent = text
      hint.style.cssText = `top:${top + 26}px;left:${Math.max(0, left - 220)}px;color:${COLORS[state]}`
    } else hint?.remove()
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(draw)
  }
  const onHover = (event: Event) => {
    hover = event.type === 'mouseenter'
    draw()
  }
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener'
    win[method]('scroll', schedule, { capture: true, passive: true } as AddEventListenerOptions)
    win[method]('resize', schedule, { passive: true } as AddEventListenerOptions)
  }

  return {
    show(input, state, text) {
      if (!current) listen(true)
      current = { input, state, text }
      const anchor = input.parentElement ?? input
      if (!block) {
        block = doc.createElement('div')
        block.id = BLOCK
        block.setAttribute('role', 'img')
        block.addEventListener('mouseenter', onHover)
        block.addEventListener('mouseleave', onHover)
      }
      if (block.previousElementSibling !== anchor) anchor.after(block)
      // Drawn after the next frame, when layout is clean: read in the blur that sends the
      // check, the input's box would force a layout.
      if (!frame) frame = win.requestAnimationFrame(() => win.setTimeout(draw))
    },
    remove() {
      if (!current) return
      current = undefined
      hover = false
      listen(false)
      if (frame) win.cancelAnimationFrame(frame)
      frame = 0
      block?.remove()
      block = undefined
    },
  }
}
