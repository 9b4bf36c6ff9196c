/**
 * Lazily loaded chunk (`dist/input-mask.js`): input masks with imask, loaded only when a
 * form has a masked field.
 */
import IMask from 'imask'
import { registerChunk } from '../../core/chunk-loader'
import type { MaskSpec } from './mask-pattern'

/** What the `input-mask` chunk registers. */
export interface InputMaskChunk {
  /** Masks `input`; `onAccept` gets the masked text; returns a function that removes it. */
  attach(input: HTMLInputElement, spec: MaskSpec, onAccept: (value: string) => void): () => void
}

const chunk: InputMaskChunk = {
  attach(input, spec, onAccept) {
    const mask =
      spec.kind === 'pattern'
        ? IMask(input, { mask: spec.pattern, lazy: true, placeholderChar: '_' })
        : IMask(input, {
            mask: `${spec.symbol}num`,
            blocks: {
              num: {
                mask: Number,
                scale: 2,
                radix: spec.radix,
                thousandsSeparator: spec.thousands,
                padFractionalZeros: false,
                normalizeZeros: true,
              },
            },
          })
    mask.on('accept', () => onAccept(mask.value))
    return () => mask.destroy()
  },
}

registerChunk('input-mask', chunk)
