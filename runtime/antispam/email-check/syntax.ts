/**
 * The email syntax rule applied before any server call (spec §5, contract c.3): one `@`,
 * no whitespace, and after the `@` a dot with text on both sides.
 */
export function isValidEmail(value: string): boolean {
  if (/\s/.test(value)) return false
  const at = value.indexOf('@')
  if (at <= 0 || at !== value.lastIndexOf('@')) return false
  const domain = value.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  return dot > 0 && dot < domain.length - 1
}
