/**
 * Loads Bramble's lazily built files (React vendor, UI chunks) from the chunk folder: the
 * one a page prints as `window.brambleChunkBase` (an optimizer moved or combined the
 * bundles), else the directory the running bundle's own `<script src>` came from. Chunks
 * are classic scripts that call `registerChunk(name, exports)`; a chunk is fetched at most
 * once per page, even when both bundles ask for it.
 */
import { bramble } from './message'

const REGISTRY_KEY = '__brambleChunks'

/**
 * The global a page may print before the bundles with the URL of the folder that holds
 * them (and the chunks), for pages whose optimizer serves the bundles from elsewhere.
 */
export const CHUNK_BASE_GLOBAL = 'brambleChunkBase'

interface ChunkRegistry {
  loaded: Record<string, unknown>
  loading: Record<string, Promise<unknown>>
  base?: string
  nonce?: string
}

function registry(): ChunkRegistry {
  const w = window as unknown as Record<string, ChunkRegistry | undefined>
  return (w[REGISTRY_KEY] ??= { loaded: {}, loading: {} })
}

/**
 * `window.brambleChunkBase` when it is a string naming an http(s) URL or a root path of a
 * folder (ending in `/`), read when a chunk is needed. An element clobbering the name is
 * not a string.
 */
function printedBase(): string | undefined {
  const value = (window as unknown as Record<string, unknown>)[CHUNK_BASE_GLOBAL]
  return typeof value === 'string' && /^(https?:)?\/.*\/$/i.test(value) ? value : undefined
}

/**
 * Remembers where the running bundle was loaded from. Call it synchronously while the
 * bundle evaluates (that is the only time `document.currentScript` names it).
 */
export function rememberBundleBase(script: Element | null = document.currentScript): void {
  // An SVG script (or none: the bundle inlined into the page) has no `src`.
  const src = (script as HTMLScriptElement | null)?.src
  if (!src) return
  const reg = registry()
  reg.base ??= src.slice(0, src.lastIndexOf('/') + 1)
  reg.nonce ??= (script as HTMLScriptElement).nonce || undefined
}

/** Called by a chunk's own code when it has evaluated. */
export function registerChunk(name: string, exports: unknown): void {
  registry().loaded[name] = exports
}

/** What a chunk registered, if it has already loaded (no fetch). */
export function loadedChunk<T>(name: string): T | undefined {
  return registry().loaded[name] as T | undefined
}

/** The folder chunks are loaded from (a URL or root path ending in `/`). */
export function chunkFolder(): string {
  return printedBase() ?? registry().base ?? new URL('./', document.baseURI).href
}

/** The URL a chunk is loaded from. */
export function chunkUrl(name: string): string {
  return `${chunkFolder()}${name}.js`
}

/** Loads `<name>.js` from the chunk folder once and resolves with what it registered. */
export function loadChunk<T>(name: string): Promise<T> {
  const { loaded, loading, nonce } = registry()
  return (loading[name] ??= new Promise((resolve, reject) => {
    if (name in loaded) return resolve(loaded[name])
    // Inserted scripts run async. One message for a file that is missing or does not
    // register: the likely cause is a bundle an optimizer moved.
    const script = document.createElement('script')
    const fail = () => {
      delete loading[name]
      script.remove()
      reject(
        new Error(
          bramble(`Failed to load ${script.src}. Moved bundles need window.${CHUNK_BASE_GLOBAL}.`),
        ),
      )
    }
    script.src = chunkUrl(name)
    // Carried over so `strict-dynamic` policies accept our chunks.
    if (nonce) script.nonce = nonce
    script.onload = () => (name in loaded ? resolve(loaded[name]) : fail())
    script.onerror = fail
    document.head.appendChild(script)
  })) as Promise<T>
}
