import { useEffect, useRef } from 'react'
import { stripTags } from '../html/strip-tags'
import { scrollIntoViewSmoothly } from './scroll'

/** Props of {@link ResponseMessage}. */
export interface ResponseMessageProps {
  /** Already sanitized success HTML; '' shows nothing. */
  readonly html: string
}

/**
 * `.nf-response-msg`: the success message in an assertive live region, labelled by its
 * text, focused and scrolled into view (50 px above, over 300 ms) when it appears. The
 * plugin's stylesheet hides `.nf-response-msg`; like the original, the shown message
 * carries an inline `display:block` so it is seen (and can take focus) with that CSS.
 */
export function ResponseMessage({ html }: ResponseMessageProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!html || !el) return
    el.focus({ preventScroll: true })
    scrollIntoViewSmoothly(el, 50, 300)
  }, [html])
  if (!html) return <div ref={ref} className="nf-response-msg" />
  return (
    <div
      ref={ref}
      className="nf-response-msg"
      style={{ display: 'block' }}
      tabIndex={0}
      aria-live="assertive"
      aria-label={stripTags(html)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
