/** Called with each move the pointer trail samples. */
export type SampleListener = (move: MouseEvent) => void

const channels = new WeakMap<Window, Set<SampleListener>>()

/**
 * The pointer trail's samples of a window (one move per 150 ms while the pointer moves), for
 * signals that need to see the pointer now and then without a listener of their own.
 */
export function pointerSamples(win: Window): Set<SampleListener> {
  let set = channels.get(win)
  if (!set) channels.set(win, (set = new Set()))
  return set
}

/** Hands a sample to every listener; their failures stay theirs. */
export function emitSample(win: Window, move: MouseEvent): void {
  for (const listener of pointerSamples(win)) {
    try {
      listener(move)
    } catch {
      // A listener's bug must not stop the trail.
    }
  }
}
