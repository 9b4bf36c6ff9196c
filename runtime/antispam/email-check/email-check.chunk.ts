/**
 * `dist/email-check.js`: the email checks' listeners, loaded at start only on pages that
 * turn a check on, so every other page view carries none of their code.
 */
import { registerChunk } from '../../core/chunk-loader'
import { EMAIL_CHECK_CHUNK } from './chunk-name'
import { installEmailChecks } from './install-checks'

registerChunk(EMAIL_CHECK_CHUNK, { installEmailChecks })
