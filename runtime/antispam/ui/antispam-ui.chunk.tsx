/**
 * `dist/antispam-ui.js`: the anti-spam runtime's React UI (decoder popup, modal, email
 * indicator, badge popup), loaded on first need by chunks/load-ui.ts.
 */
// First: the chunk's zod schemas read this setting when built (see the module).
import '../../core/zod-jitless'
import { registerChunk } from '../../core/chunk-loader'
import { createUi } from './create-ui'
import { UI_CHUNK } from '../chunks/load-ui'

registerChunk(UI_CHUNK, createUi())
