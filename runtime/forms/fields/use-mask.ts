import { useEffect, useRef } from 'react'
import type { FormContext } from '../view/form-context'
import type { InputMaskChunk } from './input-mask.chunk'
import type { MaskSpec } from './mask-pattern'
import { bramble } from '../../core/message'

/**
 * Attaches the lazily loaded input mask to the input behind `ref` while `spec` is set.
 * Returns true while a mask is wanted, so the caller leaves the input uncontrolled.
 */
export function useMask(
  ctx: FormContext,
  ref: { readonly current: HTMLInputElement | null },
  spec: MaskSpec | undefined,
  onAccept: (value: string) => void,
): boolean {
  const accept = useRef(onAccept)
  accept.current = onAccept
  const key = spec ? JSON.stringify(spec) : ''
  useEffect(() => {
    if (!spec || !ref.current) return undefined
    let detach: (() => void) | undefined
    let cancelled = false
    const input = ref.current
    ctx
      .loadChunk<InputMaskChunk>('input-mask')
      .then((chunk) => {
        if (!cancelled) detach = chunk.attach(input, spec, (v) => accept.current(v))
      })
      // Without the mask the field still takes free text: never block the visitor.
      .catch((error: unknown) => console.error(bramble('Failed to load input masks:'), error))
    return () => {
      cancelled = true
      detach?.()
    }
    // The spec is compared by content (`key`), not identity.
  }, [key, ctx])
  return spec !== undefined
}
