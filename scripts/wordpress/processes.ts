import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The long-running processes a site starts (mariadbd, php -S and its workers), tracked by pid
 * so they are stopped on every exit path: a normal stop, a failure, Ctrl-C/SIGTERM, and — for a
 * parent that was killed outright — the next start, which reads the pid files stale runs left.
 */
export interface Tracked {
  readonly name: string
  readonly child: ChildProcess
  /** Pids started by the process itself (php -S workers), which outlive it. */
  readonly extraPids: number[]
}

/** A run's processes and its pid file. */
export class ProcessGroup {
  private readonly tracked: Tracked[] = []
  private readonly onSignal = (signal: NodeJS.Signals) => this.stopOnSignal(signal)
  private stopped = false

  /**
   * @param pidFile where the pids are kept for a later run to reap
   * @param cleanup runs (synchronously) once everything is stopped, on every path
   */
  constructor(
    private readonly pidFile: string,
    private readonly cleanup: () => void = () => undefined,
  ) {
    process.on('SIGINT', this.onSignal)
    process.on('SIGTERM', this.onSignal)
    process.on('SIGHUP', this.onSignal)
    process.on('exit', this.killAllNow)
  }

  /**
   * Spawns a process in its own process group (so a terminal's Ctrl-C reaches us first and we
   * stop it in order), logging to `logFile`.
   */
  spawn(
    name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; logFd: number; cwd?: string },
  ): Tracked {
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', options.logFd, options.logFd],
      env: options.env ?? process.env,
      cwd: options.cwd,
    })
    const entry: Tracked = { name, child, extraPids: [] }
    this.tracked.push(entry)
    child.on('error', () => undefined)
    this.save()
    return entry
  }

  /** Records pids a tracked process started (read from /proc once it is up). */
  addChildren(entry: Tracked): void {
    if (!entry.child.pid || entry.child.exitCode !== null) return
    entry.extraPids.push(...childPids(entry.child.pid).filter((p) => !entry.extraPids.includes(p)))
    this.save()
  }

  /** Stops everything, newest first: SIGTERM, then SIGKILL for what is left after 3 s. */
  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    this.detach()
    for (const entry of [...this.tracked].reverse()) {
      // php -S forks its workers while it starts: some may have come after the first look.
      this.addChildren(entry)
      await stopOne(entry)
    }
    rmSync(this.pidFile, { force: true })
    this.cleanup()
  }

  private readonly killAllNow = () => {
    for (const entry of this.tracked) {
      this.addChildren(entry)
      killGroup(entry, 'SIGKILL')
    }
    for (const pid of this.pids()) signal(pid, 'SIGKILL')
  }

  private stopOnSignal(sig: NodeJS.Signals): void {
    this.killAllNow()
    this.stopped = true
    this.detach()
    rmSync(this.pidFile, { force: true })
    this.cleanup()
    // Let the rest of the program see the signal as if we had not listened to it.
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig)
  }

  private detach(): void {
    process.off('SIGINT', this.onSignal)
    process.off('SIGTERM', this.onSignal)
    process.off('SIGHUP', this.onSignal)
    process.off('exit', this.killAllNow)
  }

  private pids(): number[] {
    return this.tracked.flatMap((t) => [...(t.child.pid ? [t.child.pid] : []), ...t.extraPids])
  }

  private save(): void {
    writeFileSync(this.pidFile, JSON.stringify({ owner: process.pid, pids: this.pids() }))
  }
}

function signal(pid: number, sig: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, sig)
    return true
  } catch {
    return false
  }
}

function alive(pid: number): boolean {
  return signal(pid, 0)
}

/**
 * Signals the process group a tracked process leads (it was spawned detached, so its pid is
 * the group's id): that reaches workers it forked that no list has seen yet.
 */
function killGroup(entry: Tracked, sig: NodeJS.Signals): void {
  if (entry.child.pid) signal(-entry.child.pid, sig)
}

async function stopOne(entry: Tracked): Promise<void> {
  const pids = [...(entry.child.pid ? [entry.child.pid] : []), ...entry.extraPids]
  killGroup(entry, 'SIGTERM')
  for (const pid of pids) signal(pid, 'SIGTERM')
  const deadline = Date.now() + 3000
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  killGroup(entry, 'SIGKILL')
  for (const pid of pids) if (alive(pid)) signal(pid, 'SIGKILL')
}

/** Direct children of a process, from /proc (Linux). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/**
 * Kills what earlier runs left behind when their parent died without stopping them: every
 * `<parent>/<prefix>…/pids.json` whose owner is gone. Returns how many runs it cleaned.
 */
export function reapStaleRuns(parent: string, prefix: string): number {
  let cleaned = 0
  let runs: string[] = []
  try {
    runs = readdirSync(parent).filter((d) => d.startsWith(prefix))
  } catch {
    return 0
  }
  for (const run of runs) {
    const file = path.join(parent, run, 'pids.json')
    let saved: { owner: number; pids: number[] }
    try {
      saved = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      continue
    }
    if (alive(saved.owner)) continue
    for (const pid of saved.pids) {
      // Only ours: a pid reused by an unrelated program would not run php or mariadbd.
      const cmd = readCmdline(pid)
      if (/php|mariadbd|mysqld/.test(cmd)) signal(pid, 'SIGKILL')
    }
    rmSync(path.join(parent, run), { recursive: true, force: true })
    cleaned++
  }
  return cleaned
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    return ''
  }
}
