import { hasMarkup } from '../fields/field-attrs'

/** Props of {@link Markup}. */
export interface MarkupProps {
  /** Server text that is HTML by contract (labels, html fields, before/after content). */
  readonly html: string
  readonly sanitize: ((html: string) => string) | undefined
  readonly as?: 'span' | 'div' | 'nf-section'
  readonly id?: string
  readonly className?: string
  readonly 'aria-hidden'?: boolean
  readonly 'aria-live'?: 'assertive'
}

/**
 * Shows server HTML: plain text as text; markup only through the sanitizer. Without a
 * sanitizer (it failed to load) markup is shown as text, never as raw HTML.
 */
export function Markup({ html, sanitize, as = 'span', ...attrs }: MarkupProps) {
  const Tag = as
  if (!hasMarkup(html) || !sanitize) return <Tag {...attrs}>{html}</Tag>
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
}
