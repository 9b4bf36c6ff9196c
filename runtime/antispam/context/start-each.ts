import { bramble } from '../../core/message'

/**
 * Starts each part guarded (a part that throws is logged and stays off, the others still
 * start) and returns the teardown that stops them in reverse order, best effort.
 */
export function startEach<T extends { readonly name: string }>(
  kind: string,
  parts: readonly T[],
  start: (part: T) => () => void,
  teardowns: (() => void)[] = [],
): () => void {
  for (const part of parts) {
    try {
      teardowns.push(start(part))
    } catch (error) {
      console.error(bramble(`The ${part.name} ${kind} failed to start and stays off:`), error)
    }
  }
  return () => {
    for (const teardown of teardowns.reverse()) {
      try {
        teardown()
      } catch {
        // Teardown is best effort: the page keeps working either way.
      }
    }
    teardowns.length = 0
  }
}
