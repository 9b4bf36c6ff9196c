import { loadChunk } from '../../core/chunk-loader'
import type { Feature } from '../context/feature'
import { EMAIL_CHECK_CHUNK } from './chunk-name'
import type { installEmailChecks } from './install-checks'
import { bramble } from '../../core/message'

/**
 * The email checks (spec §2.3, §5; contract c.3, c.4, e, f). Pages with both checks off
 * run nothing; otherwise their listeners load at once (dist/email-check.js, about 1 KB),
 * long before a visitor can type, and the checker (dist/email-checker.js) on first use.
 */
export const emailCheckFeature: Feature = {
  name: 'email check',
  install(ctx) {
    const switches = {
      beforePost: ctx.config.emailCheckBeforePost,
      exist: ctx.config.emailCheckExistPost,
    }
    if (!switches.beforePost && !switches.exist) return () => undefined
    let stopped = false
    let teardown: (() => void) | undefined
    loadChunk<{ installEmailChecks: typeof installEmailChecks }>(EMAIL_CHECK_CHUNK)
      .then((chunk) => {
        if (!stopped) teardown = chunk.installEmailChecks(ctx, switches)
      })
      .catch((error: unknown) => console.error(bramble('Failed to load the email checks:'), error))
    return () => {
      stopped = true
      teardown?.()
    }
  },
}
