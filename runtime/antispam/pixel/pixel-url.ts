import { readLocal, writeLocal } from '../storage/local-entry'

/** Lifetime of the cached pixel URL in seconds (spec §9). */
export const PIXEL_URL_MAX_AGE = 10800
const KEY = 'apbct_pixel_url'

/** A pixel URL is accepted only as a string starting with `https` (spec §5). */
export function acceptPixelUrl(value: unknown): string | undefined {
  let v = value
  // REST answers a JSON string; admin-ajax answers text.
  if (typeof v === 'string' && v.startsWith('"')) {
    try {
      v = JSON.parse(v) as unknown
    } catch {
      return undefined
    }
  }
  return typeof v === 'string' && v.startsWith('https') ? v : undefined
}

/** The cached pixel URL if it is still alive (10800 s) and acceptable, else undefined. */
export function readCachedPixelUrl(storage: Storage): string | undefined {
  return acceptPixelUrl(readLocal(storage, KEY, PIXEL_URL_MAX_AGE))
}

/** Caches the pixel URL as the plugin's `{value, timestamp}` entry. */
export function cachePixelUrl(storage: Storage, url: string): void {
  writeLocal(storage, KEY, url)
}

/** Appends the hidden pixel image to the body once (contract e). */
export function drawPixel(doc: Document, url: string): void {
  if (doc.getElementById('apbct_pixel') || !doc.body) return
  const img = doc.createElement('img')
  img.id = 'apbct_pixel'
  img.alt = 'CleanTalk Pixel'
  img.title = 'CleanTalk Pixel'
  img.setAttribute('style', 'display: none; left: 99999px;')
  img.src = url
  doc.body.appendChild(img)
}
