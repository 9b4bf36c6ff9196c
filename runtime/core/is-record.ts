/** A plain object (not null, not an array): what a JSON object reads as. Zod-free. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
