import { reportBlock } from '../block-modal/report-block'
import { withOwnFetchRules } from '../integrations/fetch-rules'
import { wrapFetch } from '../integrations/fetch-wrapper'
import { startPixel } from '../pixel/start'
import { createTransport } from '../transport/create-transport'
import { runFormExtras, stopFormExtras } from '../page-forms/form-extras'
import { polledDetectorLog } from '../signals/detector-log-poll'
import { capturedJsErrors } from '../signals/js-error-capture'

/**
 * What `dist/antispam-lazy.js` provides, each started by a thin piece of the main bundle
 * when its page or moment needs it: the pixel (settings 1–3), the block-message handling (a block reply),
 * the transport (the first call), the fetch wrapper's rules (the first call it may rewrite), the detector-log polling (detector and log on), JS-error capture (1 load in 100) and the
 * form extras (the token push into booking forms, the JS-check key; pages that have them).
 */
export const lazyParts = {
  startPixel,
  reportBlock,
  polledDetectorLog,
  capturedJsErrors,
  createTransport,
  wrapFetch,
  withOwnFetchRules,
  runFormExtras,
  stopFormExtras,
}

/** The type of the lazy parts. */
export type LazyParts = typeof lazyParts
