import type { AntispamContext } from '../../context/feature'
import { botDetectorToken, botDetectorTokenRaw, noCookiePayload } from '../../storage'
import type { FieldSource } from './added-field'

/** Where the added field's value comes from on this page, read at request time. */
export function fieldSource(ctx: AntispamContext): FieldSource {
  const { win } = ctx
  return {
    detectorOn: ctx.config.botDetectorEnabled,
    token: () => botDetectorToken(win.localStorage),
    rawToken: () => botDetectorTokenRaw(win.localStorage) || null,
    noCookie: () => noCookiePayload(win),
  }
}
