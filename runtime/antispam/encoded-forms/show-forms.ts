import { decodeForm } from './decode-form'
import type { ForceProtectionVerdict } from './verdict'
import { bramble } from '../../core/message'
/** The wrapper of one encoded form (contract e). */
const WRAPPER = 'div.ct-encoded-form-wrapper'

const ENCODED = 'div.ct-encoded-form'

/**
 * Replaces every wrapper that holds an encoded form: with the decoded form (passed through
 * `sanitize`) when allowed, else with `<div class="ct-encoded-form-forbidden">` holding the
 * server's message as text. A wrapper whose payload does not decode is left as it is.
 * Returns how many forms were shown.
 */
export function showForms(
  doc: Document,
  verdict: ForceProtectionVerdict,
  sanitize: (html: string) => string,
): number {
  let shown = 0
  for (const wrapper of doc.querySelectorAll(WRAPPER)) {
    const encoded = wrapper.querySelector<HTMLElement>(ENCODED)?.dataset.encodedForm
    if (!encoded) continue
    if (!verdict.allow) {
      const box = doc.createElement('div')
      box.className = 'ct-encoded-form-forbidden'
      box.textContent = verdict.message
      wrapper.replaceWith(box)
      continue
    }
    try {
      wrapper.outerHTML = sanitize(decodeForm(encoded))
      shown++
    } catch (error) {
      console.error(bramble('Failed to decode a protected form:'), error)
    }
  }
  return shown
}
