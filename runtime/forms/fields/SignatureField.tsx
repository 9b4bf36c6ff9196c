import { useEffect, useRef, useState } from 'react'
import { str } from '../logic/field-props'
import { controlAria, describedBy } from '../view/aria'
import { fieldIds, inputName, num } from './field-attrs'
import { fieldEvents } from './field-events'
import type { SignatureFontsChunk } from './signature-fonts.chunk'
import type { SignaturePadChunk } from './signature-pad.chunk'
import { drawnSignature, readSignature, typedSignature } from './signature-value'
import type { FieldProps } from './field-props'
import { bramble } from '../../core/message'

type Method = 'typed' | 'drawn'

const BUTTON = 'components-button nf-signature-method-button'

/**
 * A signature as the form builder prints it: with `signature_method` "both" (its default)
 * the visitor picks "Type Name" or "Draw Signature" (drawing first); "typed" or "drawn" shows
 * only that one. A typed name is previewed in `signature_font` (whose font loads only then);
 * a drawing is made on a lazily loaded pad of `canvas_width` x `canvas_height`. The posted
 * value is the JSON the server validates (see signature-value.ts).
 */
export function SignatureField({ field, ctx }: FieldProps) {
  const setting = str(field.def, 'signature_method')
  const only: Method | undefined = setting === 'typed' || setting === 'drawn' ? setting : undefined
  const [picked, setPicked] = useState<Method>(() => readSignature(field.value).type ?? 'drawn')
  const method = only ?? picked
  const events = fieldEvents(ctx, field.id)
  const pick = (m: Method) => {
    if (m === method) return
    setPicked(m)
    // What was signed the other way is dropped, as the original drops it.
    events.change('')
  }
  return (
    <div className="nf-field-container nf-field-signature">
      {only ? null : (
        <div className="nf-signature-method-selector">
          {(['typed', 'drawn'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`${BUTTON} ${m === method ? 'is-active is-primary' : ' is-secondary'}`}
              aria-pressed={m === method}
              onClick={() => pick(m)}
            >
              {m === 'typed' ? 'Type Name' : 'Draw Signature'}
            </button>
          ))}
        </div>
      )}
      {method === 'typed' ? (
        <TypedSignature field={field} ctx={ctx} />
      ) : (
        <DrawnSignature field={field} ctx={ctx} />
      )}
    </div>
  )
}

function TypedSignature({ field, ctx }: FieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const [family, setFamily] = useState('cursive')
  const [focused, setFocused] = useState(false)
  const font = str(field.def, 'signature_font') || 'dancing-script'
  useEffect(() => {
    let live = true
    ctx
      .loadChunk<SignatureFontsChunk>('signature-fonts')
      .then((c) => c.load(font))
      .then((f) => live && setFamily(f))
      .catch((error: unknown) =>
        console.error(bramble('Failed to load the signature font:'), error),
      )
    return () => {
      live = false
    }
  }, [ctx, font])
  const name = readSignature(field.value).typedName
  const previewId = `nf-signature-preview-${field.id}`
  return (
    <div className="nf-signature-typed-container">
      <div className="nf-signature-typed-input-wrapper">
        <label htmlFor={ids.input} className="nf-field-label">
          Type your full name
        </label>
        <input
          id={ids.input}
          name={inputName(field.id, field.def)}
          type="text"
          placeholder={str(field.def, 'typed_placeholder') || 'John Doe'}
          className="ninja-forms-field nf-element"
          autoComplete="name"
          value={name}
          {...controlAria(field)}
          aria-describedby={`${previewId} ${describedBy(field)}`}
          aria-label="Type your full name to sign."
          onChange={(e) =>
            events.input(typedSignature(field.id, e.currentTarget.value, font, new Date()))
          }
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            events.blur()
          }}
        />
      </div>
      <div className={`nf-signature-preview ${focused ? 'is-focused' : ''}`}>
        <div className="nf-signature-preview-label">Signature Preview:</div>
        <div
          id={previewId}
          className="nf-signature-preview-text"
          style={{ ...PREVIEW, fontFamily: family, fontSize: name ? '48px' : '32px' }}
        >
          {name || <span style={PREVIEW_EMPTY}>Your signature will appear here</span>}
        </div>
      </div>
    </div>
  )
}

const PREVIEW = {
  lineHeight: 1.2,
  color: '#000',
  textAlign: 'center',
  padding: '20px',
  minHeight: '80px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid #666',
  borderRadius: '4px',
  backgroundColor: '#fff',
} as const
const PREVIEW_EMPTY = { color: '#555', fontFamily: 'inherit', fontSize: '24px' } as const

function DrawnSignature({ field, ctx }: FieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<{ clear(): void; stop(): void } | undefined>(undefined)
  const size = {
    width: Math.round(num(field.def, 'canvas_width', 400)),
    height: Math.round(num(field.def, 'canvas_height', 150)),
  }
  const sizeRef = useRef(size)
  const change = useRef(events.change)
  change.current = events.change
  const drawing = readSignature(field.value).drawing
  // A drawing kept in the value (a form drawn again) is shown on the pad once it is there.
  const initial = useRef(drawing)
  useEffect(() => {
    const el = canvas.current
    if (!el) return undefined
    let live = true
    ctx
      .loadChunk<SignaturePadChunk>('signature-pad')
      .then((c) => {
        if (!live) return
        pad.current = c.attach(
          el,
          (url) => change.current(drawnSignature(field.id, url, sizeRef.current, new Date())),
          initial.current,
        )
      })
      .catch((error: unknown) => console.error(bramble('Failed to load the signature pad:'), error))
    return () => {
      live = false
      pad.current?.stop()
    }
  }, [ctx, field.id])
  return (
    <div className="nf-signature-canvas-container">
      <div
        className="nf-signature-canvas-wrapper"
        style={{
          width: `${size.width}px`,
          height: `${size.height}px`,
          maxWidth: '100%',
          position: 'relative',
        }}
      >
        <canvas
          id={ids.input}
          width={size.width}
          height={size.height}
          className="nf-signature-canvas ninja-forms-field nf-element"
          tabIndex={0}
          role="img"
          aria-label="Draw your signature here"
          {...controlAria(field)}
          style={{
            backgroundColor: str(field.def, 'background_color') || '#fff',
            touchAction: 'none',
            // The pad scales the drawing buffer by the device pixel ratio; the box stays.
            width: '100%',
            height: '100%',
          }}
          ref={canvas}
        />
        {drawing ? null : (
          <div className="nf-signature-canvas-placeholder" aria-hidden="true" style={PLACEHOLDER}>
            {str(field.def, 'drawn_placeholder') || 'Sign here'}
          </div>
        )}
      </div>
      <div className="nf-signature-controls" style={{ marginTop: '10px' }}>
        <button
          type="button"
          disabled={!drawing}
          className="components-button nf-signature-clear-button is-secondary"
          onClick={() => {
            pad.current?.clear()
            events.change('')
          }}
        >
          Clear
        </button>
      </div>
      <div id={`nf-signature-instructions-${field.id}`} className="nf-field-help">
        Use your mouse, finger, or stylus to sign above.
      </div>
    </div>
  )
}

const PLACEHOLDER = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
  color: '#767676',
  fontSize: '18px',
  fontStyle: 'italic',
} as const
