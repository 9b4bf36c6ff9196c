/**
 * Runs in the page: finds a form control by its accessible name, as an agent reading the
 * accessibility tree does, and hands back a CSS selector for it.
 */

const CONTROLS = 'input:not([type=hidden]), textarea, select, button, [role=button], [role=textbox]'

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

/** The accessible name of a form control, in the order the name computation tries sources. */
export function accessibleName(el: Element): string {
  const ids = el.getAttribute('aria-labelledby')
  if (ids)
    return clean(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    )
  const aria = clean(el.getAttribute('aria-label'))
  if (aria) return aria
  const labels = (el as HTMLInputElement).labels
  if (labels && labels.length > 0)
    return clean([...labels].map((l) => l.textContent ?? '').join(' '))
  if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type))
    return clean(el.value)
  if (el instanceof HTMLButtonElement || el.getAttribute('role') === 'button')
    return clean(el.textContent)
  return clean(el.getAttribute('placeholder') ?? el.getAttribute('title'))
}

/** A name matches with or without the required-field star a label often ends with. */
const matches = (name: string, wanted: string) =>
  name.toLowerCase() === wanted.toLowerCase() ||
  name.replace(/\s*\*$/, '').toLowerCase() === wanted.toLowerCase()

/**
 * A selector for the one control named `wanted`, or an error saying what was found instead.
 */
export function selectorByName(wanted: string): { selector?: string; error?: string } {
  const found = [...document.querySelectorAll(CONTROLS)].filter((el) =>
    matches(accessibleName(el), clean(wanted)),
  )
  if (found.length !== 1)
    return {
      error: `${found.length} controls are named "${wanted}" (names on the page: ${[
        ...document.querySelectorAll(CONTROLS),
      ]
        .map(accessibleName)
        .filter(Boolean)
        .slice(0, 8)
        .join(', ')})`,
    }
  const el = found[0]!
  if (el.id) return { selector: `#${CSS.escape(el.id)}` }
  const name = el.getAttribute('name')
  if (name && document.querySelectorAll(`[name="${CSS.escape(name)}"]`).length === 1)
    return { selector: `[name="${CSS.escape(name)}"]` }
  return { error: `the control named "${wanted}" has neither an id nor a unique name` }
}
