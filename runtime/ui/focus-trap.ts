const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], ' +
  '[tabindex]:not([tabindex="-1"])'

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab goes to the first and
 * back. Returns true when it moved focus (the caller's key event is then handled).
 */
export function trapTab(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab') return false
  const items = tabbables(root)
  if (items.length === 0) {
    event.preventDefault()
    root.focus()
    return true
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = root.ownerDocument.activeElement
  const inside = active instanceof Node && root.contains(active)
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
