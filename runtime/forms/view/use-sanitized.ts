import { useEffect, useState } from 'react'
import { hasMarkup } from '../fields/field-attrs'
import { stripTags } from '../html/strip-tags'
import { escapeHtml } from '../logic/text'
import type { FormContext } from './form-context'
import { bramble } from '../../core/message'

/**
 * `html` passed through the sanitizer, loading it first when the form started without one
 * (a success message can carry markup on a form that had none). '' until it is ready;
 * markup never reaches the page unsanitized: without the sanitizer its text is shown.
 */
export function useSanitized(ctx: FormContext, html: string): string {
  const [clean, setClean] = useState('')
  useEffect(() => {
    let live = true
    if (!html) setClean('')
    else if (!hasMarkup(html)) setClean(html)
    else
      ctx
        .sanitizer()
        .then((sanitize) => live && setClean(sanitize(html)))
        .catch((error: unknown) => {
          console.error(bramble('Failed to load the HTML sanitizer:'), error)
          // The message still shows, as its text: markup never reaches the page unsanitized.
          if (live) setClean(escapeHtml(stripTags(html)))
        })
    return () => {
      live = false
    }
  }, [ctx, html])
  return clean
}
