import { spawnSync } from 'node:child_process'
import { existsSync, openSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { ProcessGroup, Tracked } from './processes'
import { bramble } from '../../sim/message'

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function canConnect(target: { path: string } | { port: number; host: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(target as never)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitUntil(
  what: string,
  entry: Tracked,
  log: string,
  ready: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited: number | null = null
  entry.child.once('exit', (code) => (exited = code ?? -1))
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(bramble(`Failed to start ${what}: it exited with ${exited}. See ${log}.`))
    if (await ready()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(bramble(`Failed to start ${what}: not ready after ${timeoutMs} ms. See ${log}.`))
}

/** Where a started MariaDB listens. */
export interface Database {
  readonly socket: string
  readonly port: number
}

/**
 * A fresh MariaDB data directory in `dir` and a server on it, listening on a socket and on
 * 127.0.0.1 (root without a password, which only a local socket or loopback can reach).
 */
export async function startMariaDb(group: ProcessGroup, dir: string): Promise<Database> {
  const datadir = path.join(dir, 'db')
  const log = path.join(dir, 'mariadb.log')
  const user = os.userInfo().username
  const init = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--user=${user}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  )
  if (init.status !== 0)
    throw new Error(
      bramble(
        `Failed to create the database: mariadb-install-db exited with ${init.status}: ${(init.stderr || '').trim().split('\n').slice(-3).join(' ')}.`,
      ),
    )
  const socket = path.join(dir, 'mysqld.sock')
  const port = await freePort()
  const entry = group.spawn(
    'mariadbd',
    findMariaDbd(),
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
      `--user=${user}`,
      '--skip-log-bin',
      // A throwaway database: durability is not worth the fsyncs.
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-doublewrite=0',
      '--innodb-buffer-pool-size=64M',
      '--skip-name-resolve',
    ],
    { logFd: openSync(log, 'a') },
  )
  await waitUntil('MariaDB', entry, log, () => canConnect({ path: socket }))
  return { socket, port }
}

// Debian keeps the server in /usr/sbin, which a non-root PATH may lack.
function findMariaDbd(): string {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin'])
  return dirs.map((d) => path.join(d, 'mariadbd')).find((f) => existsSync(f)) ?? 'mariadbd'
}

/** PHP's built-in server with its workers, serving `docroot`. */
export async function startPhpServer(
  group: ProcessGroup,
  options: { docroot: string; port: number; env: NodeJS.ProcessEnv; log: string; workers: number },
): Promise<void> {
  const entry = group.spawn(
    'php -S',
    'php',
    // A web server's memory limit (Debian's php.ini for web servers: 128M), not the CLI's
    // unlimited one: the form builder's background process reads "unlimited" as "already
    // exceeded" and then saves one field per request, a request each (170 requests, 15 to 90
    // s, for the imported forms) where a real site saves them all in one.
    ['-d', 'memory_limit=128M', '-S', `127.0.0.1:${options.port}`, '-t', options.docroot],
    {
      env: { ...options.env, PHP_CLI_SERVER_WORKERS: String(options.workers) },
      logFd: openSync(options.log, 'a'),
      cwd: options.docroot,
    },
  )
  await waitUntil('PHP', entry, options.log, () =>
    canConnect({ port: options.port, host: '127.0.0.1' }),
  )
  // The workers are forked once the server listens; they outlive a killed parent.
  group.addChildren(entry)
}
