/**
 * `dist/antispam-form-watch.js`: the watch for forms added after the first form scan,
 * fetched at that scan (the visitor's first input at the earliest), so a page view nobody
 * touches never fetches or evaluates it.
 */
import { registerChunk } from '../../core/chunk-loader'
import { FORM_WATCH_CHUNK, type FormWatchChunk } from './form-watch-chunk'
import { watchForms } from './form-watch'

registerChunk(FORM_WATCH_CHUNK, { watchForms } satisfies FormWatchChunk)
