/**
 * Scrolls so `el`'s top sits `offset` px below the viewport top over `duration` ms, unless
 * it is already fully visible (contract d: success message).
 */
export function scrollIntoViewSmoothly(el: HTMLElement, offset: number, duration: number): void {
  const rect = el.getBoundingClientRect()
  const inView = rect.top >= 0 && rect.bottom <= window.innerHeight
  if (inView) return
  const start = window.scrollY
  const target = Math.max(0, start + rect.top - offset)
  const began = performance.now()
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration)
    // Ease in-out so the jump is not abrupt.
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
    window.scrollTo(0, start + (target - start) * eased)
    if (t < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
