import type { AntispamContext } from '../context/feature'
import { botDetectorToken } from '../storage'
import { createTokenFieldPusher, TOKEN_FIELD_FORMS } from './token-polling'
import { fillJsKeys, UNSET_JS_KEYS } from './js-keys'

/**
 * What some pages' forms need besides the scan's own work: the booking forms the token is
 * pushed into (token-polling.ts) and the JS-check inputs to fill (js-keys.ts). The main
 * bundle only matches this selector; the work is in dist/antispam-lazy.js.
 */
export const FORM_EXTRAS = `${TOKEN_FIELD_FORMS}, ${UNSET_JS_KEYS}`

const pushers = new WeakMap<Window, ReturnType<typeof createTokenFieldPusher>>()

/**
 * Runs after a form scan that found (or, before, had found) such forms: starts or stops
 * the token push as the booking forms come and go, and fills unset JS-check inputs.
 */
export function runFormExtras(ctx: AntispamContext): void {
  const { win } = ctx
  let pusher = pushers.get(win)
  if (!pusher) {
    pusher = createTokenFieldPusher(win, () =>
      botDetectorToken(win.localStorage, { fullLength: true }),
    )
    pushers.set(win, pusher)
  }
  pusher.update()
  fillJsKeys(ctx)
}

/** Stops the token push (the runtime's uninstall). */
export function stopFormExtras(win: Window): void {
  pushers.get(win)?.stop()
  pushers.delete(win)
}
