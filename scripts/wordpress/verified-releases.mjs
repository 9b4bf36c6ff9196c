// The verified releases (wordpress/verified-releases.json, written by `npm run test:compat`)
// as the PHP file the loader plugin reads (wordpress/bramble/includes/verified-releases.php).
// The build writes it before packing the plugin; a unit test checks the checked-in copy.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bramble } from '../../sim/message.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The source of truth: which releases of each plugin each runtime was verified with. */
export const VERIFIED_JSON = path.join(root, 'wordpress/verified-releases.json')

/** The plugin's copy. */
export const VERIFIED_PHP = path.join(root, 'wordpress/bramble/includes/verified-releases.php')

/** The runtimes the gate knows, in the order the plugin lists them. */
export const RUNTIMES = ['antispam', 'forms']

/**
 * Reads and checks the JSON: every runtime with a plugin name and at least one version made
 * of digits, dots and a pre-release tail (`6.85`, `3.14.9`, `6.85.99-dev`); `unsupported`
 * (releases the matrix failed, never in range) is optional.
 * @param {string} [file]
 * @returns {{ runtimes: Record<string, { plugin: string, verified: string[], unsupported?: string[] }> }}
 */
export function readVerified(file = VERIFIED_JSON) {
  const data = JSON.parse(readFileSync(file, 'utf8'))
  for (const runtime of RUNTIMES) {
    const entry = data?.runtimes?.[runtime]
    const ok =
      typeof entry?.plugin === 'string' &&
      Array.isArray(entry.verified) &&
      entry.verified.length > 0 &&
      [...entry.verified, ...(entry.unsupported ?? [])].every(
        (v) => typeof v === 'string' && /^\d+(\.\d+)*([-.+][\w.-]+)?$/.test(v),
      )
    if (!ok)
      throw new Error(
        bramble(
          `Failed to read the verified releases: ${file} has no valid "runtimes.${runtime}" ({ plugin, verified: ["6.85", …] }). Run npm run test:compat or fix the file by hand.`,
        ),
      )
  }
  return data
}

const phpString = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/**
 * The PHP file for the verified releases: an array the plugin `require`s.
 * @param {{ runtimes: Record<string, { plugin: string, verified: string[], unsupported?: string[] }> }} data
 */
export function verifiedPhp(data) {
  const lines = RUNTIMES.map((runtime) => {
    const { plugin, verified, unsupported = [] } = data.runtimes[runtime]
    const list = (a) => (a.length ? `array( ${a.map(phpString).join(', ')} )` : 'array()')
    return [
      `\t${phpString(runtime)} => array(`,
      `\t\t'plugin'      => ${phpString(plugin)},`,
      `\t\t'verified'    => ${list(verified)},`,
      `\t\t'unsupported' => ${list(unsupported)},`,
      '\t),',
    ].join('\n')
  })
  return `<?php
/**
 * The releases of each plugin Bramble's runtimes were verified with on the real server.
 * Generated from wordpress/verified-releases.json by the build
 * (scripts/wordpress/verified-releases.mjs): do not edit.
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
\texit;
}

return array(
${lines.join('\n')}
);
`
}

/** Writes the plugin's copy from the JSON; returns whether it changed. */
export function writeVerifiedPhp() {
  const text = verifiedPhp(readVerified())
  let before = ''
  try {
    before = readFileSync(VERIFIED_PHP, 'utf8')
  } catch {
    // first build
  }
  if (before !== text) writeFileSync(VERIFIED_PHP, text)
  return before !== text
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(writeVerifiedPhp() ? `wrote ${path.relative(root, VERIFIED_PHP)}` : 'up to date')
}
