import { flag, isRecord } from '../config-checks'
import { readKey } from '../read-key'

/** The `ctPublic` switches the integrations depend on. */
export interface IntegrationSettings {
  readonly checkInternal: boolean
  readonly checkExternal: boolean
  readonly wcAddToCart: boolean
  readonly wcAjaxAddToCart: boolean
  readonly visibleFieldsRequired: boolean
}

const FALLBACK: IntegrationSettings = {
  checkInternal: false,
  checkExternal: false,
  wcAddToCart: false,
  wcAjaxAddToCart: false,
  visibleFieldsRequired: true,
}

/** Reads the integration switches of `ctPublic` (contract a), each with its own fallback. */
export function readIntegrationSettings(
  win: Window,
  warn: (message: string) => void,
): IntegrationSettings {
  const pub = (win as unknown as Record<string, unknown>).ctPublic
  if (!isRecord(pub)) return FALLBACK
  const read = (key: string, d: boolean) => readKey(pub, 'ctPublic', key, flag, d, warn)
  return {
    checkInternal: read('settings__forms__check_internal', false),
    checkExternal: read('settings__forms__check_external', false),
    wcAddToCart: read('settings__forms__wc_add_to_cart', false),
    wcAjaxAddToCart: read('wc_ajax_add_to_cart', false),
    visibleFieldsRequired: read('data__visible_fields_required', true),
  }
}
