import { useEffect, useRef, useState } from 'react'
import { str } from '../logic/field-props'
import type { FormContext } from '../view/form-context'
import { controlAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName } from './field-attrs'
import { fieldEvents } from './field-events'
import type { SignatureFontsChunk } from './signature-fonts.chunk'
import type { SignaturePadChunk } from './signature-pad.chunk'

/** Props of {@link SignatureField}. */
export interface SignatureFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * A signature: `typed` (the name shown in `signature_font`, whose font loads only then) or
 * drawn on a lazily loaded pad. The value is the typed name or the drawing's PNG data URL.
 */
export function SignatureField({ field, ctx }: SignatureFieldProps) {
  const typed = str(field.def, 'signature_type') === 'typed'
  return typed ? (
    <TypedSignature field={field} ctx={ctx} />
  ) : (
    <DrawnSignature field={field} ctx={ctx} />
  )
}

function TypedSignature({ field, ctx }: SignatureFieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const [family, setFamily] = useState('cursive')
  const font = str(field.def, 'signature_font') || 'cursive'
  useEffect(() => {
    let live = true
    ctx
      .loadChunk<SignatureFontsChunk>('signature-fonts')
      .then((c) => c.load(font))
      .then((f) => live && setFamily(f))
      .catch((error: unknown) =>
        console.error('[bramble] Failed to load the signature font:', error),
      )
    return () => {
      live = false
    }
  }, [ctx, font])
  const value = typeof field.value === 'string' ? field.value : ''
  return (
    <>
      <input
        id={ids.input}
        name={inputName(field.id, field.def)}
        type="text"
        className={elementClass(field.def, 'nf-signature-typed')}
        autoComplete="name"
        value={value}
        {...controlAria(field)}
        onChange={(e) => events.input(e.currentTarget.value)}
        onBlur={() => events.blur()}
      />
      <div
        className="nf-signature-preview"
        aria-hidden="true"
        style={{ fontFamily: family, fontSize: '2em' }}
      >
        {value}
      </div>
    </>
  )
}

function DrawnSignature({ field, ctx }: SignatureFieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<{ clear(): void; stop(): void } | undefined>(undefined)
  const change = useRef(events.change)
  change.current = events.change
  // A preset drawing (`signature_data`) is shown on the pad once it is there.
  const initial = useRef(typeof field.value === 'string' ? field.value : '')
  useEffect(() => {
    const el = canvas.current
    if (!el) return undefined
    let live = true
    ctx
      .loadChunk<SignaturePadChunk>('signature-pad')
      .then((c) => {
        if (live) pad.current = c.attach(el, (url) => change.current(url), initial.current)
      })
      .catch((error: unknown) =>
        console.error('[bramble] Failed to load the signature pad:', error),
      )
    return () => {
      live = false
      pad.current?.stop()
    }
  }, [ctx])
  return (
    <div className="nf-signature-drawn">
      <canvas
        id={ids.input}
        role="img"
        aria-label={`${str(field.def, 'label') || 'Signature'}: draw with a pointer`}
        {...controlAria(field)}
        style={{ width: '100%', height: '150px', border: '1px solid #ccc', touchAction: 'none' }}
        ref={canvas}
      />
      <button
        type="button"
        className="nf-signature-clear"
        onClick={() => {
          pad.current?.clear()
          events.change('')
        }}
      >
        Clear signature
      </button>
    </div>
  )
}
