/**
 * Live calculation displays off screen skip their layout and paint (`content-visibility:
 * auto`), so a keystroke feeding a hundred displays costs the browser the ones on screen;
 * every display still gets its new text in the same task (the DOM, the accessibility tree and
 * find-in-page see it at once), and one scrolled near is laid out before it shows.
 *
 * A display skipped before its first layout would take a placeholder height and grow under
 * the visitor's pointer when first scrolled to. So each field container is first laid out
 * as it is, then, once the page is idle, its laid-out height becomes its placeholder
 * (`contain-intrinsic-block-size: auto <height>`; `auto` keeps the height it last had on
 * screen from then on) and only then may it skip: scrolling moves nothing.
 */

const waiting = new Set<HTMLElement>()
let scheduled = false

function px(style: CSSStyleDeclaration, prop: string): number {
  const n = parseFloat(style.getPropertyValue(prop))
  return Number.isFinite(n) ? n : 0
}

// Runs when the page is idle, after the frame that laid the displays out: every box is read
// first and every style written after, so the reads cost no layout of their own.
function settle(): void {
  scheduled = false
  const all = [...waiting]
  waiting.clear()
  const heights = all.map((el) => {
    // A hidden container (conditional logic, a closed tab) has no height to keep: it is
    // left as it is, laid out like any other field.
    if (!el.isConnected || el.getClientRects().length === 0) return 0
    const style = getComputedStyle(el)
    return (
      el.getBoundingClientRect().height -
      px(style, 'padding-top') -
      px(style, 'padding-bottom') -
      px(style, 'border-top-width') -
      px(style, 'border-bottom-width')
    )
  })
  all.forEach((el, i) => {
    const inner = heights[i] ?? 0
    if (!(inner > 0)) return
    el.style.setProperty('contain-intrinsic-block-size', `auto ${inner}px`)
    el.style.setProperty('content-visibility', 'auto')
  })
}

function schedule(win: Window): void {
  if (scheduled) return
  scheduled = true
  const idle = (win as { requestIdleCallback?: Window['requestIdleCallback'] }).requestIdleCallback
  if (idle) idle.call(win, settle, { timeout: 1000 })
  else win.setTimeout(settle, 250)
}

/**
 * Lets a live display's field container skip its rendering while off screen, once it has been
 * laid out at its own height (see above). Safe to call again for the same container.
 */
export function skipWhenOffscreen(container: HTMLElement): void {
  if (container.style.getPropertyValue('content-visibility')) return
  const win = container.ownerDocument.defaultView
  if (!win) return
  waiting.add(container)
  schedule(win)
}
