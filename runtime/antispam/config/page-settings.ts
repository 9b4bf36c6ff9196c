import { isRecord, type Check } from './config-checks'
import { readKey } from './read-key'

/** A reader of one page global's keys (missing → fallback, malformed → fallback + warning). */
export type SettingReader = <T>(key: string, check: Check<T>, fallback: T) => T

/**
 * Reads keys of `window[name]` (`ctPublic`, `ctPublicFunctions`, `ctTrpAdminLocalize`) that
 * the UI features need and the shared config does not carry.
 */
export function pageSettings(
  win: Window,
  name: string,
  warn: (message: string) => void,
): SettingReader {
  const raw = (win as unknown as Record<string, unknown>)[name]
  const source = isRecord(raw) ? raw : {}
  return (key, check, fallback) => readKey(source, name, key, check, fallback, warn)
}

/** Whether the page global `name` exists as an object. */
export function hasPageGlobal(win: Window, name: string): boolean {
  return isRecord((win as unknown as Record<string, unknown>)[name])
}

/** A plain string setting. */
export { text } from './config-checks'

/** Whether the page is a WordPress admin screen (decoder and badge then use admin AJAX). */
export function isAdminContext(win: Window): boolean {
  return (
    hasPageGlobal(win, 'ctTrpAdminLocalize') ||
    (win.document.body?.classList.contains('wp-admin') ?? false)
  )
}
