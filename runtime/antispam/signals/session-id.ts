import { readSession } from '../storage/session'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** `apbct_session_id`: a random 10-character id, kept for the browser tab's session. */
export const sessionId: SignalFactory<string> = ({ store, win, random }) =>
  valueSignal(() => {
    let id = readSession(win.sessionStorage, 'apbct_session_id')
    if (!id) {
      id = ''
      for (let i = 0; i < 10; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)]
    }
    store.set({ apbct_session_id: id }, { where: 'session' })
    return id
  })
