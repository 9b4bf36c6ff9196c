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

/** The cached pixel URL from localStorage if it is still alive, else undefined. */
export function readCachedPixelUrl(storage: Storage, nowSec: number): string | undefined {
  try {
    const raw = storage.getItem(KEY)
    if (!raw) return undefined
    const entry = JSON.parse(raw) as { value?: unknown; timestamp?: unknown }
    if (typeof entry.timestamp !== 'number' || entry.timestamp + PIXEL_URL_MAX_AGE <= nowSec)
      return undefined
    const value = typeof entry.value === 'string' ? entry.value : undefined
    return acceptPixelUrl(value)
  } catch {
    return undefined
  }
}

/** Caches the pixel URL as the plugin's `{value, timestamp}` entry. */
export function cachePixelUrl(storage: Storage, url: string, nowSec: number): void {
  try {
    storage.setItem(KEY, JSON.stringify({ value: JSON.stringify(url), timestamp: nowSec }))
  } catch {
    // Storage full or denied: the pixel still draws, it is just fetched again next time.
  }
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
