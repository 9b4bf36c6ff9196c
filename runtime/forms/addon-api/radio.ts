/**
 * A Backbone.Radio-compatible message bus (`window.nfRadio`): named channels with
 * events (`on`/`off`/`once`/`trigger`) and requests (`reply`/`stopReplying`/`request`).
 * Add-ons and CAPTCHA callbacks written for the original talk to forms through it.
 * A listener that throws is reported and never stops the other listeners.
 */
import { bramble } from '../../core/message'

type Handler = (...args: unknown[]) => unknown

interface Listener {
  readonly handler: Handler
  readonly context: unknown
  readonly once: boolean
}

/** One named channel. */
export interface RadioChannel {
  readonly channelName: string
  on(name: string | Record<string, Handler>, handler?: Handler, context?: unknown): RadioChannel
  once(name: string, handler: Handler, context?: unknown): RadioChannel
  off(name?: string, handler?: Handler): RadioChannel
  trigger(name: string, ...args: unknown[]): RadioChannel
  reply(name: string | Record<string, unknown>, handler?: unknown, context?: unknown): RadioChannel
  replyOnce(name: string, handler: unknown, context?: unknown): RadioChannel
  stopReplying(name?: string): RadioChannel
  request(name: string, ...args: unknown[]): unknown
  /** Whether a reply is registered for `name` (so a caller can skip building its arguments). */
  replies(name: string): boolean
  /** Backbone.Events' `listenTo` subset used by add-ons: listens on another channel. */
  listenTo(other: RadioChannel, name: string, handler: Handler): RadioChannel
}

/** The bus: `channel(name)` returns the same channel object for a name. */
export interface Radio {
  channel(name: string): RadioChannel
  /**
   * Whether any channel has a listener for `name` (or for `all`), so a caller can skip
   * working out an event nobody hears.
   */
  heard(name: string): boolean
  /** Drops every listener and reply (uninstall). */
  reset(): void
}

function safeCall(handler: Handler, context: unknown, args: unknown[], where: string): unknown {
  try {
    return handler.apply(context, args)
  } catch (error) {
    console.error(bramble(`A listener of "${where}" threw:`), error)
    return undefined
  }
}

/** Listeners per event name across every channel of one bus. */
type Counts = Map<string, number>

function createChannel(channelName: string, counts: Counts): RadioChannel {
  const events = new Map<string, Listener[]>()
  // Every change to a listener list goes through here, so the counts stay exact.
  const set = (name: string, list: Listener[]) => {
    counts.set(name, (counts.get(name) ?? 0) + list.length - (events.get(name)?.length ?? 0))
    if (list.length > 0) events.set(name, list)
    else events.delete(name)
  }
  const replies = new Map<string, { value: unknown; context: unknown; once: boolean }>()
  const channel: RadioChannel = {
    channelName,
    on(name, handler, context) {
      if (typeof name === 'object') {
        for (const [n, h] of Object.entries(name)) channel.on(n, h, handler)
        return channel
      }
      for (const n of name.split(/\s+/).filter(Boolean)) {
        if (handler) set(n, [...(events.get(n) ?? []), { handler, context, once: false }])
      }
      return channel
    },
    once(name, handler, context) {
      set(name, [...(events.get(name) ?? []), { handler, context, once: true }])
      return channel
    },
    off(name, handler) {
      if (name === undefined) for (const n of [...events.keys()]) set(n, [])
      else if (handler === undefined) set(name, [])
      else
        set(
          name,
          (events.get(name) ?? []).filter((l) => l.handler !== handler),
        )
      return channel
    },
    trigger(name, ...args) {
      const list = events.get(name) ?? []
      if (list.some((l) => l.once))
        set(
          name,
          list.filter((l) => !l.once),
        )
      for (const l of list) safeCall(l.handler, l.context, args, `${channelName}:${name}`)
      const all = events.get('all') ?? []
      for (const l of all) safeCall(l.handler, l.context, [name, ...args], `${channelName}:all`)
      return channel
    },
    reply(name, handler, context) {
      if (typeof name === 'object') {
        for (const [n, h] of Object.entries(name)) channel.reply(n, h, handler)
        return channel
      }
      replies.set(name, { value: handler, context, once: false })
      return channel
    },
    replyOnce(name, handler, context) {
      replies.set(name, { value: handler, context, once: true })
      return channel
    },
    stopReplying(name) {
      if (name === undefined) replies.clear()
      else replies.delete(name)
      return channel
    },
    request(name, ...args) {
      const entry = replies.get(name)
      if (!entry) return undefined
      if (entry.once) replies.delete(name)
      return typeof entry.value === 'function'
        ? safeCall(entry.value as Handler, entry.context, args, `${channelName}:${name}`)
        : entry.value
    },
    replies(name) {
      return replies.has(name)
    },
    listenTo(other, name, handler) {
      other.on(name, handler)
      return channel
    },
  }
  return channel
}

/** Creates an empty bus. */
export function createRadio(): Radio {
  const channels = new Map<string, RadioChannel>()
  const counts: Counts = new Map()
  return {
    heard: (name) => (counts.get(name) ?? 0) + (counts.get('all') ?? 0) > 0,
    channel(name) {
      let c = channels.get(name)
      if (!c) {
        c = createChannel(name, counts)
        channels.set(name, c)
      }
      return c
    },
    reset() {
      for (const c of channels.values()) c.off().stopReplying()
    },
  }
}
