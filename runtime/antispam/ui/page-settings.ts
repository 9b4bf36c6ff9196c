import * as z from 'zod/mini'
import { isRecord, readKey } from '../../core/settings'

/** A reader of one page global's keys (missing → fallback, malformed → fallback + warning). */
export type SettingReader = <T>(key: string, schema: z.ZodMiniType<T>, fallback: T) => T

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
  return (key, schema, fallback) => readKey(source, name, key, schema, fallback, warn)
}

/** Whether the page global `name` exists as an object. */
export function hasPageGlobal(win: Window, name: string): boolean {
  return isRecord((win as unknown as Record<string, unknown>)[name])
}

/** A plain string setting. */
export const text = z.string()

/** Whether the page is a WordPress admin screen (decoder and badge then use admin AJAX). */
export function isAdminContext(win: Window): boolean {
  return (
    hasPageGlobal(win, 'ctTrpAdminLocalize') ||
    (win.document.body?.classList.contains('wp-admin') ?? false)
  )
}
