/**
 * `dist/antispam-plugins.js`: the third-party plugin hooks of the anti-spam runtime, loaded
 * by plugin-loader.ts only on pages with a plugin marker, jQuery or `wp.apiFetch`.
 */
import { registerChunk } from '../../core/chunk-loader'
import { PLUGINS_CHUNK } from './plugin-chunk-name'
import { installPlugins, type PluginHooks } from './install-plugins'

const hooks: PluginHooks = { install: installPlugins }
registerChunk(PLUGINS_CHUNK, hooks)
