import { reportBlock } from '../block-modal/report-block'
import type { BlockLazyParts } from '../block-modal/reporter'
import { withOwnFetchRules } from '../integrations/plugins/ninja-forms'
import { wrapFetch } from '../integrations/engine/fetch-wrapper'
import type { FetchLazyParts } from '../integrations/engine/lazy-fetch'
import type { FormLazyParts } from '../page-forms'
import { runFormExtras, stopFormExtras } from '../page-forms/form-extras'
import type { PixelLazyParts } from '../pixel/feature'
import { fetchAndDrawPixel } from '../pixel/start'
import { polledDetectorLog } from '../signals/detector-log-poll'
import { capturedJsErrors } from '../signals/js-error-capture'
import type { SignalLazyParts } from '../signals/lazy-signal'
import { createTransport } from '../transport/create-transport'
import type { TransportLazyParts } from '../transport/lazy-transport'

/**
 * What `dist/antispam-lazy.js` provides, each started by a thin piece of the main bundle
 * when its page or moment needs it: the pixel (settings 1–3), the block-message handling (a block reply),
 * the transport (the first call), the fetch wrapper's rules (the first call it may rewrite), the detector-log polling (detector and log on), JS-error capture (1 load in 100) and the
 * form extras (the token push into booking forms, the JS-check key; pages that have them).
 * Each room that loads a part names it in its own `…LazyParts` type; `satisfies` checks that
 * this object provides all of them, so a renamed or missing part fails the type check here.
 */
export const lazyParts = {
  fetchAndDrawPixel,
  reportBlock,
  polledDetectorLog,
  capturedJsErrors,
  createTransport,
  wrapFetch,
  withOwnFetchRules,
  runFormExtras,
  stopFormExtras,
} satisfies BlockLazyParts &
  FetchLazyParts &
  FormLazyParts &
  PixelLazyParts &
  SignalLazyParts &
  TransportLazyParts
