import type { DecodeRow } from './decode-call'
import { contactScheme, safeContactHref, visiblePart } from './safe-href'

/** Delay before plain (non-link) nodes show their decoded text (spec §9). */
export const FILL_DELAY_MS = 2000

type RowOf = (node: Element) => DecodeRow | undefined

function rowFinder(rows: readonly DecodeRow[]): RowOf {
  const byEncoded = new Map(rows.map((r) => [r.encoded_email, r]))
  return (node) => byEncoded.get(node.getAttribute('data-original-string') ?? '')
}

function fillLink(
  link: HTMLAnchorElement,
  scheme: 'mailto:' | 'tel:',
  row: DecodeRow,
  rowOf: RowOf,
) {
  const href = safeContactHref(scheme, row.decoded_email)
  if (href) link.setAttribute('href', href)
  const inner = [...link.querySelectorAll<HTMLElement>('[data-original-string]')]
  if (inner.length === 0) {
    link.textContent = visiblePart(row.decoded_email)
    return
  }
  for (const span of inner) {
    const own = rowOf(span)
    if (own?.is_allowed) {
      span.classList.add('no-blur')
      span.textContent = visiblePart(own.decoded_email)
    }
  }
}

function fillPlain(node: HTMLElement, row: DecodeRow): void {
  const doc = node.ownerDocument
  // One tooltip element per node, however often it is decoded.
  const tooltip =
    node.querySelector(':scope > div.apbct-tooltip') ??
    Object.assign(doc.createElement('div'), { className: 'apbct-tooltip' })
  node.replaceChildren(doc.createTextNode(row.decoded_email), tooltip)
  node.removeAttribute('title')
  node.removeAttribute('style')
}

/**
 * Fills every decoded node by its own row (matched by `encoded_email`): mailto/tel links at
 * once, other nodes after {@link FILL_DELAY_MS}. Blocked rows leave their nodes as they are.
 * Decoded text is inserted as text. Returns the nodes that were (or will be) filled.
 */
export function fillNodes(
  nodes: readonly HTMLElement[],
  rows: readonly DecodeRow[],
  schedule: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms),
): HTMLElement[] {
  const rowOf = rowFinder(rows)
  const filled: HTMLElement[] = []
  const later: [HTMLElement, DecodeRow][] = []
  for (const node of nodes) {
    // Inner spans of links are filled with their link.
    if (node.tagName !== 'A' && node.parentElement?.closest('a[data-original-string]')) continue
    const row = rowOf(node)
    if (!row?.is_allowed) continue
    const scheme = contactScheme(node)
    if (scheme) fillLink(node as HTMLAnchorElement, scheme, row, rowOf)
    else {
      node.classList.add('no-blur')
      later.push([node, row])
    }
    filled.push(node)
  }
  if (later.length > 0)
    schedule(() => {
      for (const [node, row] of later) fillPlain(node, row)
    }, FILL_DELAY_MS)
  return filled
}
