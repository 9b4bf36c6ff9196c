import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAnalytics } from './analytics'

const host = window as unknown as { gtag?: unknown; dataLayer?: unknown[] }

afterEach(() => {
  delete host.gtag
  delete host.dataLayer
  vi.restoreAllMocks()
})

describe('sendAnalytics', () => {
  it('sends GA4 events through gtag and GTM events through dataLayer', () => {
    const gtag = vi.fn()
    host.gtag = gtag
    host.dataLayer = []
    sendAnalytics(
      window,
      [
        { event_name: 'lead', method_type: 'ga4' },
        { event_name: 'signup', method_type: 'gtm' },
      ],
      '3_1',
    )
    const params = {
      event_category: 'form_submit',
      event_label: 'ninja_forms_submit',
      form_id: '3_1',
    }
    expect(gtag).toHaveBeenCalledWith('event', 'lead', params)
    expect(host.dataLayer).toEqual([{ event: 'signup', ...params }])
  })

  it('only warns for an unnamed event or a missing library', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    sendAnalytics(
      window,
      [
        { event_name: '', method_type: 'ga4' },
        { event_name: 'x', method_type: 'gtm' },
        { event_name: 'y', method_type: 'ga4' },
      ],
      '1',
    )
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
