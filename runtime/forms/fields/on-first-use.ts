/**
 * Runs `start` once, when `input` is first focused, or at once when it already holds a
 * value or has focus. A calendar changes nothing an empty, unfocused input shows, so
 * attaching it on first use looks the same and keeps its code off the form's first render.
 * Returns a function that cancels the wait.
 */
export function onFirstUse(input: HTMLInputElement, start: () => void): () => void {
  if (input.value !== '' || input.ownerDocument.activeElement === input) {
    start()
    return () => undefined
  }
  const once = () => {
    input.removeEventListener('focus', once)
    start()
  }
  input.addEventListener('focus', once)
  return () => input.removeEventListener('focus', once)
}
