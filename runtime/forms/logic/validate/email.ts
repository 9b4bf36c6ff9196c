import { isBlank, type FieldRule } from './rule'

// Local part, @, then a domain name or an IPv4 literal in brackets.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/

/** Whether text is a valid email address by the form builder's pattern. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim())
}

/** Email: a pattern check (on email fields); empty is fine (required handles that). */
export const emailRule: FieldRule = {
  slug: 'invalid-email',
  ignoresTab: true,
  check({ value, messages }) {
    if (isBlank(value)) return undefined
    return isEmail(String(value)) ? undefined : messages('changeEmailErrorMsg')
  },
}
