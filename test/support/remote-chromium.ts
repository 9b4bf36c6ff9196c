import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { chromiumFlags } from '../../sim/driver/launch'

const CHROMIUM = process.env.BRAMBLE_CHROME ?? '/usr/bin/chromium'

/** A Chromium started apart from the run, as a pool or a grid runs one. */
export interface RemoteChromium {
  readonly child: ChildProcess
  readonly ws: string
}

/** Starts a separate headless Chromium with DevTools on a free loopback port. */
export function startRemoteChromium(userDataDir: string): Promise<RemoteChromium> {
  // Its own process group: /usr/bin/chromium is a wrapper script, so the group is killed.
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${path.resolve(userDataDir)}`,
      ...chromiumFlags(),
      'about:blank',
    ],
    { detached: true },
  )
  return new Promise((resolve, reject) => {
    let stderr = ''
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString()
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)
      if (m) resolve({ child, ws: m[1]! })
    })
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}): ${stderr}`)))
  })
}

/** Stops a Chromium started by {@link startRemoteChromium} (its whole process group). */
export function stopRemoteChromium({ child }: RemoteChromium): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}
