import net from 'node:net'

/** Options of {@link startDevtoolsProxy}. */
export interface ProxyOptions {
  /**
   * Drops every connection (both ends) when the browser's side sends `dropOn` after it sent
   * `armOn`, `drops` times in all (DevTools replies are unmasked text on the wire).
   */
  readonly armOn?: string
  readonly dropOn?: string
  readonly drops?: number
  /** At most this many sessions at once; later connections wait in a queue (a pool's limit). */
  readonly maxSessions?: number
}

/** A TCP proxy in front of a DevTools endpoint, as a pool or a flaky network would be. */
export interface DevtoolsProxy {
  /** The endpoint as reached through the proxy. */
  readonly ws: string
  /** How many times it dropped the connections. */
  dropped(): number
  /** Sessions served, and the most that were ever open at once. */
  sessions(): { served: number; maxOpen: number }
  /** When each connection still waiting in the queue joined it (`Date.now()`). */
  queued(): number[]
  close(): Promise<void>
}

/** Starts a proxy on a free loopback port in front of `upstreamWs`. */
export async function startDevtoolsProxy(
  upstreamWs: string,
  options: ProxyOptions = {},
): Promise<DevtoolsProxy> {
  const upstream = new URL(upstreamWs)
  const open = new Set<net.Socket>()
  const queue: (() => void)[] = []
  const joined: number[] = []
  let active = 0
  let served = 0
  let maxOpen = 0
  let armed = false
  let drops = 0
  const dropAll = () => {
    drops++
    armed = false
    for (const s of open) s.destroy()
  }
  const serve = (client: net.Socket) => {
    active++
    served++
    maxOpen = Math.max(maxOpen, active)
    const server = net.connect(Number(upstream.port), upstream.hostname)
    open.add(client).add(server)
    let done = false
    const end = () => {
      if (done) return
      done = true
      client.destroy()
      server.destroy()
      open.delete(client)
      open.delete(server)
      active--
      joined.shift()
      queue.shift()?.()
    }
    client.on('close', end).on('error', end)
    server.on('close', end).on('error', end)
    client.pipe(server)
    server.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1')
      if (options.armOn && text.includes(options.armOn) && drops < (options.drops ?? 0))
        armed = true
      if (armed && options.dropOn && text.includes(options.dropOn)) {
        dropAll()
        return
      }
      client.write(chunk)
    })
  }
  const proxy = net.createServer((client) => {
    if (options.maxSessions !== undefined && active >= options.maxSessions) {
      open.add(client)
      joined.push(Date.now())
      queue.push(() => (client.destroyed ? (joined.shift(), queue.shift()?.()) : serve(client)))
      client.on('close', () => open.delete(client))
      return
    }
    serve(client)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as net.AddressInfo
  return {
    ws: `ws://127.0.0.1:${port}${upstream.pathname}`,
    dropped: () => drops,
    sessions: () => ({ served, maxOpen }),
    queued: () => [...joined],
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy()
        proxy.close(() => resolve())
      }),
  }
}
