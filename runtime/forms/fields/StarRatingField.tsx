import { useState } from 'react'
import type { FormContext } from '../view/form-context'
import { groupAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { fieldIds, inputName, num } from './field-attrs'
import { fieldEvents } from './field-events'

/** Props of {@link StarRatingField}. */
export interface StarRatingFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * `number_of_stars` stars as a radio group, so arrow keys move the rating and Space/Enter
 * pick it the way every radio group does; the value is the count as a string.
 */
export function StarRatingField({ field, ctx }: StarRatingFieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const count = Math.min(20, Math.max(1, Math.round(num(field.def, 'number_of_stars', 5))))
  const current = Number(field.value) || 0
  // The radios are transparent, so the star whose radio has keyboard focus is outlined
  // (WCAG 2.4.7); a pointer's focus shows nothing, as :focus-visible does.
  const [focusShown, setFocusShown] = useState(0)
  return (
    <div className="stars" {...groupAria(field, 'radiogroup')}>
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1
        const id = n === 1 ? ids.input : `${ids.input}-${n}`
        return (
          <span key={n} className="nf-star-wrap">
            <input
              id={id}
              type="radio"
              name={inputName(field.id, field.def)}
              value={String(n)}
              className="nf-element nf-star-input"
              style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
              checked={current === n}
              onChange={() => events.change(String(n))}
              onFocus={(e) => setFocusShown(e.currentTarget.matches(':focus-visible') ? n : 0)}
              onBlur={() => {
                setFocusShown(0)
                events.blur()
              }}
            />
            <label
              htmlFor={id}
              className={n <= current ? 'nf-star nf-star-on' : 'nf-star'}
              style={focusShown === n ? focusRing : undefined}
            >
              <span aria-hidden="true" style={{ fontSize: '1.5em', cursor: 'pointer' }}>
                {n <= current ? '\u2605' : '\u2606'}
              </span>
              <span className="nf-sr-only" style={srOnly}>
                {n === 1 ? '1 star' : `${n} stars`}
              </span>
            </label>
          </span>
        )
      })}
    </div>
  )
}

const focusRing = { outline: '2px solid currentColor', outlineOffset: '2px' } as const

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
