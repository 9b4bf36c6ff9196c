import { Fragment, useState } from 'react'
import { groupAria } from '../view/aria'
import { elementClass, fieldIds, inputName, num } from './field-attrs'
import { fieldEvents } from './field-events'
import { VISUALLY_HIDDEN } from './visually-hidden'
import type { FieldProps } from './field-props'

/**
 * `number_of_stars` stars as a radio group, so arrow keys move the rating and Space/Enter
 * pick it the way every radio group does; the value is the count as a string. The stars are
 * the plugin's own (`.stars` holding `.star` / `.star.fullStar`, drawn by its rating
 * stylesheet); each labels a visually hidden radio.
 */
export function StarRatingField({ field, ctx }: FieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const count = Math.min(20, Math.max(1, Math.round(num(field.def, 'number_of_stars', 5))))
  const current = Number(field.value) || 0
  // The radios are transparent, so the star whose radio has keyboard focus is outlined
  // (WCAG 2.4.7); a pointer's focus shows nothing, as :focus-visible does.
  const [focusShown, setFocusShown] = useState(0)
  return (
    <span className="starrating" {...groupAria(field, 'radiogroup')}>
      <div className="stars">
        {Array.from({ length: count }, (_, i) => {
          const n = i + 1
          const id = n === 1 ? ids.input : `${ids.input}-${n}`
          return (
            <Fragment key={n}>
              <input
                id={id}
                type="radio"
                name={inputName(field.id, field.def)}
                value={String(n)}
                className={`${elementClass(field.def)} nf-sr-only`}
                checked={current === n}
                onChange={() => events.change(String(n))}
                style={VISUALLY_HIDDEN}
                onFocus={(e) => setFocusShown(e.currentTarget.matches(':focus-visible') ? n : 0)}
                onBlur={() => {
                  setFocusShown(0)
                  events.blur()
                }}
              />
              <label
                htmlFor={id}
                className={n <= current ? 'star fullStar' : 'star'}
                title={String(n)}
                // The rating stylesheet's star box, so the star has a box (and its focus ring
                // shows) even on a page without that stylesheet.
                style={focusShown === n ? { ...STAR_BOX, ...focusRing } : STAR_BOX}
              >
                <span className="nf-sr-only" style={VISUALLY_HIDDEN}>
                  {n === 1 ? '1 star' : `${n} stars`}
                </span>
              </label>
            </Fragment>
          )
        })}
      </div>
    </span>
  )
}

const focusRing = { outline: '2px solid currentColor', outlineOffset: '2px' } as const

const STAR_BOX = { display: 'inline-block', minWidth: '24px', minHeight: '24px' } as const
