import { encodeParams } from './encode-params'

/** The form id a page asks to resume (`?nf_resume=<formId>`), if any. */
export function resumeFormId(search: string): string | undefined {
  const id = new URLSearchParams(search).get('nf_resume')
  return id === null || id === '' ? undefined : id
}

/**
 * The resume request body: `action=nf_ajax_submit&security=…&nf_resume[<k>]=<v>` for every
 * URL query parameter. Values are decoded first and encoded once (the original encoded
 * already-encoded values a second time).
 */
export function buildResumeBody(search: string, security: string): string {
  const pairs: [string, string][] = [
    ['action', 'nf_ajax_submit'],
    ['security', security],
  ]
  for (const [k, v] of new URLSearchParams(search)) pairs.push([`nf_resume[${k}]`, v])
  return encodeParams(pairs)
}
