import type { Feature } from '../context/feature'
import { installEmailChecks } from './install-checks'

/**
 * The email checks (spec §2.3, §5; contract c.3, c.4, e, f). Pages with both checks off
 * run nothing; otherwise their listeners are installed at once (they are in dist/antispam.js:
 * a chunk of their own, about 1 KB gzip, cost such a page more CPU to insert and evaluate
 * than it saved the others), and the checker (dist/email-checker.js) loads on first use.
 */
export const emailCheckFeature: Feature = {
  name: 'email check',
  install(ctx) {
    const switches = {
      beforePost: ctx.config.emailCheckBeforePost,
      exist: ctx.config.emailCheckExistPost,
    }
    if (!switches.beforePost && !switches.exist) return () => undefined
    return installEmailChecks(ctx, switches)
  },
}
