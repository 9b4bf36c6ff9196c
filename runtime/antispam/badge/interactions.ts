import type { BadgeListeners } from '../chunks/ui-types'
import { bramble } from '../../core/message'

/** Close delay after the mouse leaves (spec §9). */
export const HOVER_CLOSE_MS = 1000
/** Close delay after a touch (spec §9). */
export const TOUCH_CLOSE_MS = 3000

// Browsers emulate mouse events right after a touch; later ones are the visitor's own.
const TOUCH_MOUSE_GAP_MS = 800
const BADGE = '.apbct-real-user-badge'
const POPUP = '.apbct-real-user-popup'

/**
 * The badges' behaviour with delegated listeners (one set per page, contract e and g):
 * hover opens a popup and closes the others, leaving closes it after 1 s unless the
 * pointer enters the popup, a click toggles, a click elsewhere closes all, and a touch
 * closes after 3 s or once the visitor's text selection is cleared. `render` fills a
 * popup the first time it opens. Returns them with a way to
 * replay the interaction that loaded the chunk.
 */
export function listenBadges(win: Window, render: (popup: HTMLElement) => void): BadgeListeners {
  const doc = win.document

  const rendered = new WeakSet<HTMLElement>()
  const closeTimers = new Map<HTMLElement, ReturnType<typeof setTimeout>>()
  let lastTouch = 0
  let selectionWait: (() => void) | undefined

  const popupOf = (badge: Element) => {
    const next = badge.nextElementSibling
    return next instanceof HTMLElement && next.matches(POPUP) ? next : undefined
  }
  const cancelClose = (popup: HTMLElement) => {
    clearTimeout(closeTimers.get(popup))
    closeTimers.delete(popup)
  }
  const expanded = (popup: HTMLElement, on: boolean) =>
    popup.previousElementSibling?.setAttribute('aria-expanded', String(on))
  const close = (popup: HTMLElement) => {
    cancelClose(popup)
    popup.classList.remove('visible')
    expanded(popup, false)
  }
  const closeAll = (except?: HTMLElement) =>
    doc.querySelectorAll<HTMLElement>(`${POPUP}.visible`).forEach((p) => {
      if (p !== except) close(p)
    })
  const closeLater = (popup: HTMLElement, ms: number) => {
    cancelClose(popup)
    closeTimers.set(
      popup,
      setTimeout(() => {
        closeTimers.delete(popup)
        close(popup)
      }, ms),
    )
  }
  const open = (popup: HTMLElement) => {
    closeAll(popup)
    cancelClose(popup)
    popup.classList.add('visible')
    expanded(popup, true)
    if (rendered.has(popup)) return
    rendered.add(popup)
    render(popup)
  }
  const closeAfterTouch = (popup: HTMLElement, delay: number) => {
    selectionWait?.()
    selectionWait = undefined
    const attempt = () => {
      const selected = win.getSelection()?.toString() ?? ''
      if (selected === '') return close(popup)
      // Text is selected inside the page: wait until the selection is cleared.
      const onChange = () => {
        if ((win.getSelection()?.toString() ?? '') !== '') return
        doc.removeEventListener('selectionchange', onChange)
        selectionWait = undefined
        close(popup)
      }
      doc.addEventListener('selectionchange', onChange)
      selectionWait = () => doc.removeEventListener('selectionchange', onChange)
    }
    cancelClose(popup)
    closeTimers.set(popup, setTimeout(attempt, delay))
  }

  const inBadgeOrPopup = (el: Element | null) =>
    el?.closest<HTMLElement>(`${BADGE}, ${POPUP}`) ?? undefined

  const guard =
    <E extends Event>(fn: (e: E) => void) =>
    (e: E) => {
      try {
        fn(e)
      } catch (error) {
        console.error(bramble('Real-person badge handler failed:'), error)
      }
    }
  const elementOf = (t: EventTarget | null) => (t instanceof Element ? t : null)

  // Mouse events a touch emulates must not undo the touch's own open/close timing.
  const fromTouch = () => Date.now() - lastTouch < TOUCH_MOUSE_GAP_MS
  const onOver = guard((e: MouseEvent) => {
    const hit = inBadgeOrPopup(elementOf(e.target))
    if (!hit || fromTouch()) return
    if (hit.matches(BADGE)) {
      const popup = popupOf(hit)
      if (popup) open(popup)
    } else cancelClose(hit)
  })
  const onOut = guard((e: MouseEvent) => {
    const from = inBadgeOrPopup(elementOf(e.target))
    // A touch moves the emulated mouse too: when the opened popup changes what lies under
    // the touch point, the browser reports the badge left — the touch's 3 s close applies.
    if (!from || fromTouch()) return
    const popup = from.matches(BADGE) ? popupOf(from) : from
    if (!popup || !popup.classList.contains('visible')) return
    const to = elementOf(e.relatedTarget)
    // Moving between the badge and its popup keeps it open.
    const toHit = inBadgeOrPopup(to)
    if (toHit && (toHit === popup || popupOf(toHit) === popup)) return
    closeLater(popup, HOVER_CLOSE_MS)
  })
  const onClick = guard((e: MouseEvent) => {
    const hit = inBadgeOrPopup(elementOf(e.target))
    if (!hit) return closeAll()
    if (!hit.matches(BADGE)) return
    const popup = popupOf(hit)
    if (!popup) return
    if (fromTouch()) return
    if (popup.classList.contains('visible')) close(popup)
    else open(popup)
  })
  const onTouchEnd = guard((e: TouchEvent) => {
    const hit = inBadgeOrPopup(elementOf(e.target))
    if (!hit) return
    lastTouch = Date.now()
    const popup = hit.matches(BADGE) ? popupOf(hit) : hit
    if (!popup) return
    open(popup)
    // Counted from the touch itself, also when it is replayed after the chunk loaded.
    const since = Math.max(0, performance.now() - e.timeStamp)
    closeAfterTouch(popup, Math.max(0, TOUCH_CLOSE_MS - since))
  })

  // The keyboard: Enter or Space on a badge toggles its popup, which then takes focus;
  // Escape closes the popup that has focus (or the one its badge has) and focus goes back
  // to the badge. Escape elsewhere closes a popup the pointer opened (content shown on
  // hover can be dismissed without moving the pointer, WCAG 1.4.13).
  const onKey = guard((e: KeyboardEvent) => {
    const hit = inBadgeOrPopup(elementOf(e.target))
    if (!hit) {
      if (e.key === 'Escape') closeAll()
      return
    }
    const popup = hit.matches(BADGE) ? popupOf(hit) : hit
    const badge = popup?.previousElementSibling
    if (!popup || !(badge instanceof HTMLElement)) return
    const visible = popup.classList.contains('visible')
    if (e.key === 'Escape' && visible) {
      e.preventDefault()
      close(popup)
      badge.focus()
    } else if (hit === badge && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault()
      if (visible) return close(popup)
      open(popup)
      popup.focus()
    }
  })

  const handlers: Record<string, (e: never) => void> = {
    mouseover: onOver,
    mouseout: onOut,
    click: onClick,
    touchend: onTouchEnd,
    keydown: onKey,
  }
  doc.addEventListener('mouseover', onOver, { passive: true })
  doc.addEventListener('mouseout', onOut, { passive: true })
  doc.addEventListener('click', onClick)
  doc.addEventListener('touchend', onTouchEnd, { passive: true })
  doc.addEventListener('keydown', onKey)
  return {
    handle: (event) => handlers[event.type]?.(event as never),
    dispose() {
      doc.removeEventListener('mouseover', onOver)
      doc.removeEventListener('mouseout', onOut)
      doc.removeEventListener('click', onClick)
      doc.removeEventListener('touchend', onTouchEnd)
      doc.removeEventListener('keydown', onKey)
      closeTimers.forEach(clearTimeout)
      selectionWait?.()
    },
  }
}
