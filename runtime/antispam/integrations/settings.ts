import type { AntispamConfig } from '../config'

/** The `ctPublic` switches the integrations depend on. */
export interface IntegrationSettings {
  readonly checkInternal: boolean
  readonly checkExternal: boolean
  readonly wcAddToCart: boolean
  readonly wcAjaxAddToCart: boolean
  readonly visibleFieldsRequired: boolean
}

/**
 * The integration switches of `ctPublic` (contract a), as the config read them at start
 * (each key checked once, with its own fallback and warning).
 */
export function integrationSettings(config: AntispamConfig): IntegrationSettings {
  const { checkInternal, checkExternal, wcAddToCart, wcAjaxAddToCart, visibleFieldsRequired } =
    config
  return { checkInternal, checkExternal, wcAddToCart, wcAjaxAddToCart, visibleFieldsRequired }
}
