import type { Feature } from '../context/feature'
import { startEach } from '../context/start-each'
import { loadLazy } from '../chunks/load-lazy'
import { createIntegrationEnv } from './engine/create-env'
import type { Integration } from './engine/env'
import { lazyFetchIntegration } from './engine/lazy-fetch'
import { pluginsIntegration } from './plugin-loader'
import { xhrWatchIntegration } from './engine/xhr-watch'

export type { Integration, IntegrationEnv } from './engine/env'

/**
 * The request hooks of the main bundle (fetch and XHR, on every page: their replies are
 * checked for block messages); the third-party ones come with the plugin chunk
 * (install-plugins.ts), which reads each plugin's rules from plugins/index.ts.
 */
export const INTEGRATIONS: readonly Integration[] = [
  lazyFetchIntegration(loadLazy),
  xhrWatchIntegration,
  pluginsIntegration,
]

/**
 * Added fields on third-party requests (contract f). Each hook installs guarded, so one
 * failing hook leaves the others working; uninstall restores every patched API.
 */
export const integrationsFeature: Feature = {
  name: 'integrations',
  install(ctx) {
    const env = createIntegrationEnv(ctx)
    return startEach('integration', INTEGRATIONS, (integration) => integration.install(env))
  },
}
