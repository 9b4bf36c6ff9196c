/**
 * Loads Bramble's lazily built files (React vendor, UI chunks) from the directory the
 * running bundle's own `<script src>` came from. Chunks are classic scripts that call
 * `registerChunk(name, exports)`; a chunk is fetched at most once per page, even when
 * both bundles ask for it.
 */

const REGISTRY_KEY = '__brambleChunks'

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
 * Remembers where the running bundle was loaded from. Call it synchronously while the
 * bundle evaluates (that is the only time `document.currentScript` names it).
 */
export function rememberBundleBase(script: Element | null = document.currentScript): void {
  const reg = registry()
  if (!(script instanceof HTMLScriptElement) || !script.src) return
  reg.base ??= script.src.slice(0, script.src.lastIndexOf('/') + 1)
  // Carry a CSP nonce over so `strict-dynamic` policies accept our chunks.
  reg.nonce ??= script.nonce || undefined
}

/** Called by a chunk's own code when it has evaluated. */
export function registerChunk(name: string, exports: unknown): void {
  registry().loaded[name] = exports
}

/** The URL a chunk is loaded from. */
export function chunkUrl(name: string): string {
  const base = registry().base ?? new URL('./', document.baseURI).href
  return `${base}${name}.js`
}

/** Loads `<name>.js` beside the bundle once and resolves with what it registered. */
export function loadChunk<T>(name: string): Promise<T> {
  const reg = registry()
  if (name in reg.loaded) return Promise.resolve(reg.loaded[name] as T)
  const inFlight = reg.loading[name]
  if (inFlight) return inFlight as Promise<T>
  const promise = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = chunkUrl(name)
    script.async = true
    if (reg.nonce) script.nonce = reg.nonce
    script.addEventListener('load', () => {
      if (name in reg.loaded) resolve(reg.loaded[name] as T)
      else
        reject(
          new Error(`[bramble] Failed to load chunk "${name}": ${script.src} did not register it.`),
        )
    })
    script.addEventListener('error', () => {
      delete reg.loading[name]
      script.remove()
      reject(new Error(`[bramble] Failed to load chunk "${name}" from ${script.src}.`))
    })
    document.head.appendChild(script)
  })
  reg.loading[name] = promise
  return promise
}
