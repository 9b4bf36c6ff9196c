import type { AnalyticsEvent } from './submit-response'
import { bramble } from '../../core/message'

/** The page globals analytics events go to. */
export interface AnalyticsTarget {
  gtag?: unknown
  dataLayer?: unknown
}

/**
 * Sends the form's analytics events: `ga4` → `gtag('event', …)`, `gtm` → `dataLayer.push`.
 * An unnamed event, an unknown method or a missing library only warns in the console.
 */
export function sendAnalytics(
  events: readonly AnalyticsEvent[],
  formId: string,
  target: AnalyticsTarget,
): void {
  for (const e of events) {
    if (e.eventName === '') {
      console.warn(bramble('An analytics action has no event name; nothing was sent.'))
      continue
    }
    const params = {
      event_category: 'form_submit',
      event_label: 'ninja_forms_submit',
      form_id: formId,
    }
    try {
      if (e.methodType === 'ga4') {
        if (typeof target.gtag !== 'function') {
          console.warn(
            bramble(`Analytics event "${e.eventName}" not sent: gtag is not on the page.`),
          )
          continue
        }
        ;(target.gtag as (...args: unknown[]) => void)('event', e.eventName, params)
      } else if (e.methodType === 'gtm') {
        const layer = target.dataLayer as { push?: unknown } | undefined
        if (!layer || typeof layer.push !== 'function') {
          console.warn(
            bramble(`Analytics event "${e.eventName}" not sent: dataLayer is not on the page.`),
          )
          continue
        }
        ;(layer.push as (x: unknown) => void).call(layer, { event: e.eventName, ...params })
      } else {
        console.warn(
          bramble(`Analytics event "${e.eventName}" has an unknown method "${e.methodType}".`),
        )
      }
    } catch (error) {
      console.warn(bramble(`Analytics event "${e.eventName}" failed:`), error)
    }
  }
}
