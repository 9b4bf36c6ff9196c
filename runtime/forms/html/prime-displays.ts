/**
 * Work a live display would otherwise do on the visitor's first keystroke, done while the
 * page is idle after the form is drawn: finding each display's value spans and splitting the
 * text it shows (see patch-display.ts). Without it the first keystroke into a field feeding
 * a hundred displays paid a hundred `querySelectorAll` and splits, and the first run of the
 * patch code, on top of its own work.
 */

type Job = () => void

const queue: Job[] = []
let scheduled = false

interface IdleDeadline {
  timeRemaining(): number
}
type IdleWindow = Window & {
  requestIdleCallback?: (cb: (d: IdleDeadline) => void, o?: { timeout: number }) => number
}

// A job per display; each takes microseconds, so a slice stops well inside the idle period.
function run(deadline: IdleDeadline | undefined, view: IdleWindow): void {
  scheduled = false
  while (queue.length > 0) {
    if (deadline && deadline.timeRemaining() < 1) break
    const job = queue.shift() as Job
    try {
      job()
    } catch {
      // Priming is an optimisation: the keystroke does the same work itself if it failed.
    }
  }
  if (queue.length > 0) schedule(view)
}

function schedule(view: IdleWindow): void {
  if (scheduled) return
  scheduled = true
  if (typeof view.requestIdleCallback === 'function')
    view.requestIdleCallback((d) => run(d, view), { timeout: 2000 })
  else view.setTimeout(() => run(undefined, view), 50)
}

/** Runs `job` when the page is next idle (all jobs queued before it first). */
export function whenIdle(view: Window, job: Job): void {
  queue.push(job)
  schedule(view as IdleWindow)
}
