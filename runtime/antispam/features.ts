import type { Feature } from './feature'

/**
 * Every feature of dist/antispam.js, in start-up order. A new feature is one module plus
 * one line here.
 */
export const features: readonly Feature[] = []
