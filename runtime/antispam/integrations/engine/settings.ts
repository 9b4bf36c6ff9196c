import type { AntispamConfig } from '../../config/config'

/**
 * The `ctPublic` switches the integrations depend on (contract a), as the config read them
 * at start (each key checked once, with its own fallback and warning). The environment
 * hands over the config itself: the integrations read only these keys.
 */
export type IntegrationSettings = Pick<
  AntispamConfig,
  'checkInternal' | 'checkExternal' | 'wcAddToCart' | 'wcAjaxAddToCart' | 'visibleFieldsRequired'
>
