// The unit-test tsconfig includes only test files, so name the declarations of text imports.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../text-imports.d.ts" />
/**
 * Lazily loaded chunk (`dist/signature-fonts.js`): the typed-signature fonts from the
 * @fontsource packages, copied into dist/ by the build (no fonts service is reachable), and
 * loaded only when a form shows a typed signature.
 */
import dancing from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2'
import satisfy from '@fontsource/satisfy/files/satisfy-latin-400-normal.woff2'
import { chunkUrl, registerChunk } from '../../core/chunk-loader'

/** What the `signature-fonts` chunk registers. */
export interface SignatureFontsChunk {
  /** Loads the font family of a `signature_font` value; resolves with the CSS family. */
  load(font: string): Promise<string>
}

const FILES: Readonly<Record<string, { family: string; file: string }>> = {
  'dancing-script': { family: 'Dancing Script', file: dancing },
  satisfy: { family: 'Satisfy', file: satisfy },
}

const loaded = new Map<string, Promise<string>>()

const chunk: SignatureFontsChunk = {
  load(font) {
    const entry = FILES[font]
    // `cursive` is the browser's own script family: nothing to load.
    if (!entry) return Promise.resolve('cursive')
    let p = loaded.get(font)
    if (!p) {
      const url = new URL(entry.file, chunkUrl('signature-fonts')).href
      const face = new FontFace(entry.family, `url(${JSON.stringify(url)}) format("woff2")`)
      p = face.load().then((f) => {
        document.fonts.add(f)
        return `"${entry.family}", cursive`
      })
      loaded.set(font, p)
    }
    return p
  },
}

registerChunk('signature-fonts', chunk)
