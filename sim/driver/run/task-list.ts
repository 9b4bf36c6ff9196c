/** What undoes a task: closes what it opened. */
export type Teardown = () => Promise<void>

/** One step of a run over shared state; it may hand back its teardown. */
export interface Task<S> {
  readonly title: string
  run(state: S): Promise<Teardown | void>
}

/**
 * Runs tasks in order and keeps their teardowns; `teardown()` undoes them in reverse order
 * and is meant for a `finally`, so whatever was opened is closed on every exit path (a task
 * that throws, a deadline, success). A teardown's own failure does not stop the others.
 */
export class TaskList<S> {
  readonly #teardowns: Teardown[] = []
  #closed = false
  /** Wall time each task took, by title (ms), for the report's timings. */
  readonly wallMs: Record<string, number> = {}
  /** The title of the task running now, if any (a deadline names it). */
  current: string | undefined

  /**
   * Runs `tasks` in order on `state`; the first failure stops the list and is rethrown. A
   * task that finishes after `teardown()` (the caller gave up on a deadline) is undone at
   * once and the list stops, so nothing it opened outlives the run.
   */
  async run(tasks: readonly Task<S>[], state: S): Promise<void> {
    for (const task of tasks) {
      if (this.#closed) throw new Error(`task list torn down before "${task.title}"`)
      const started = performance.now()
      this.current = task.title
      const teardown = await task.run(state)
      this.current = undefined
      this.wallMs[task.title] = Math.round(performance.now() - started)
      if (teardown) this.#teardowns.push(teardown)
      if (this.#closed) await this.teardown()
    }
  }

  /** Runs every teardown collected so far, last first, once each. */
  async teardown(): Promise<void> {
    this.#closed = true
    for (let undo = this.#teardowns.pop(); undo; undo = this.#teardowns.pop())
      await undo().catch(() => undefined)
  }
}
