/**
 * `dist/antispam-badge.js`: the real-person badges' drawing (badge/start.ts), loaded by the
 * badge feature on a page whose comments carry the mark. Its own small file, not part of
 * dist/antispam-lazy.js: a comment page draws its badges at once, and the rest of the lazy
 * parts are not needed then.
 */
import { registerChunk } from '../../core/chunk-loader'
import { BADGE_CHUNK } from './feature'
import { startBadges } from './start'

registerChunk(BADGE_CHUNK, { startBadges })
