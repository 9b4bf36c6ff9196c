/**
 * What the form view shows and the store does not hold (resume mode). A tiny external
 * store so the submit wiring can update the view without React.
 */

/** The view-only state of one form. */
export interface UiState {
  /** `nf_resume`: every field except submit hidden while the resume request runs. */
  readonly resuming: boolean
}

/** A subscribable holder of {@link UiState}. */
export interface UiStore {
  get(): UiState
  set(patch: Partial<UiState>): void
  subscribe(listener: () => void): () => void
}

/** The initial view state. */
export const INITIAL_UI: UiState = { resuming: false }

/** Creates a view-state store. */
export function createUiStore(initial: UiState = INITIAL_UI): UiStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch }
      for (const l of [...listeners]) l()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
