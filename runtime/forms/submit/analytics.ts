/** One `googleanalytics` action item of a success response (contract d). */
export interface AnalyticsItem {
  readonly event_name?: unknown
  readonly method_type?: unknown
}

/**
 * Sends the response's analytics events: GA4 through `gtag('event', …)`, GTM through
 * `dataLayer.push`. An unnamed event or a missing library only warns (spec §8).
 */
export function sendAnalytics(win: Window, items: unknown, formId: string): void {
  if (!Array.isArray(items)) return
  const host = win as unknown as { gtag?: unknown; dataLayer?: unknown }
  for (const item of items as AnalyticsItem[]) {
    const name = typeof item?.event_name === 'string' ? item.event_name.trim() : ''
    if (!name) {
      console.warn('[bramble] An analytics action has no event name; nothing was sent.')
      continue
    }
    const params = {
      event_category: 'form_submit',
      event_label: 'ninja_forms_submit',
      form_id: formId,
    }
    try {
      if (item.method_type === 'gtm') {
        if (Array.isArray(host.dataLayer)) host.dataLayer.push({ event: name, ...params })
        else console.warn(`[bramble] GTM event "${name}" not sent: window.dataLayer is missing.`)
      } else if (typeof host.gtag === 'function') {
        ;(host.gtag as (...a: unknown[]) => void)('event', name, params)
      } else {
        console.warn(`[bramble] GA4 event "${name}" not sent: window.gtag is missing.`)
      }
    } catch (error) {
      console.warn(`[bramble] Analytics event "${name}" failed:`, error)
    }
  }
}
