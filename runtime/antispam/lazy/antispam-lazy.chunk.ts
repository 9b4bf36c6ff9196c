/**
 * `dist/antispam-lazy.js`: the anti-spam runtime's parts that are not needed on every page
 * view (see lazy-parts.ts), loaded by chunks/load-lazy.ts on first need.
 */
import { registerChunk } from '../../core/chunk-loader'
import { lazyParts } from './lazy-parts'
import { LAZY_CHUNK } from '../chunks/load-lazy'

registerChunk(LAZY_CHUNK, lazyParts)
