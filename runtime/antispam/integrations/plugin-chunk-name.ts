/** The registered name of `runtime/antispam/integrations/antispam-plugins.chunk.ts`. */
export const PLUGINS_CHUNK = 'antispam-plugins'
