/**
 * Lazily loaded chunk (`dist/signature-pad.js`): the drawing pad (signature_pad), loaded
 * only when a form has a drawn signature.
 */
import SignaturePad from 'signature_pad'
import { registerChunk } from '../../core/chunk-loader'

/** What the `signature-pad` chunk registers. */
export interface SignaturePadChunk {
  /**
   * Makes `canvas` a pad, showing `initial` (a PNG data URL) when given; `onEnd` gets the PNG
   * data URL after each stroke.
   */
  attach(
    canvas: HTMLCanvasElement,
    onEnd: (dataUrl: string) => void,
    initial?: string,
  ): { clear(): void; stop(): void }
}

const chunk: SignaturePadChunk = {
  attach(canvas, onEnd, initial) {
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    canvas.width = canvas.offsetWidth * ratio
    canvas.height = canvas.offsetHeight * ratio
    canvas.getContext('2d')?.scale(ratio, ratio)
    const pad = new SignaturePad(canvas)
    pad.addEventListener('endStroke', () => onEnd(pad.toDataURL()))
    if (initial?.startsWith('data:image/'))
      pad
        .fromDataURL(initial, { ratio: 1, width: canvas.offsetWidth, height: canvas.offsetHeight })
        .catch(() => undefined)
    return { clear: () => pad.clear(), stop: () => pad.off() }
  },
}

registerChunk('signature-pad', chunk)
