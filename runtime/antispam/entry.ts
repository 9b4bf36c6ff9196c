/**
 * `dist/antispam.js`: the anti-spam visitor runtime. Reads the inline globals printed
 * before it and installs itself. Nothing it does may throw into the host page.
 */
import { rememberBundleBase } from '../core/chunk-loader'
import { readAntispamConfig } from './config'
import { install } from './install'

try {
  rememberBundleBase()
  const config = readAntispamConfig(window as unknown as Record<string, unknown>)
  if (config) install(config)
} catch (error) {
  console.error('[bramble] The anti-spam runtime failed to start and stays off:', error)
}
