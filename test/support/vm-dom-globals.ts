import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'

// The unit-dom layer runs each file in a fresh VM context with happy-dom's globals, which
// lack BroadcastChannel; msw (imported by the mock-site handlers some runtime tests use)
// creates one when it loads. Node's own is the same API.
const g = globalThis as { BroadcastChannel?: unknown }
g.BroadcastChannel ??= NodeBroadcastChannel
