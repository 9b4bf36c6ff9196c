import { badgeFeature } from './badge/feature'
import { blockModalFeature } from './block-modal/feature'
import { emailCheckFeature } from './email-check/feature'
import { emailDecoderFeature } from './email-decoder/feature'
import type { Feature } from './context/feature'
import { formsFeature } from './page-forms'
import { integrationsFeature } from './integrations'
import { pixelFeature } from './pixel/feature'
import { signalsFeature } from './signals/feature'

/**
 * Every feature of dist/antispam.js, in start-up order. A new feature is one module plus
 * one line here.
 */
export const features: readonly Feature[] = [
  signalsFeature,
  blockModalFeature,
  emailDecoderFeature,
  emailCheckFeature,
  badgeFeature,
  pixelFeature,
  integrationsFeature,
  formsFeature,
]
