import { useState } from 'react'
import { groupAria } from '../view/aria'
import { elementClass, fieldIds, inputName, num, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues, toggleValue } from './list-options'
import { safeUrl } from './safe-url'
import { VISUALLY_HIDDEN } from './visually-hidden'
import type { FieldProps } from './field-props'

/**
 * An image list: radio or (with `allow_multi_select`) checkbox choices shown as images. The
 * markup is the one the plugin's stylesheet keys on (`.listimage-wrap li label`, a bordered
 * `nf-checked-label`, an `nf-sr-only` input named by its option): a grid `<ul>` whose items
 * sit in `num_columns` columns when `list_orientation` is horizontal, one under the other
 * otherwise; option labels show only with `show_option_labels`.
 */
export function ListImageField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const multi = on(def, 'allow_multi_select')
  const options = readOptions(def.image_options)
  const values = selectedValues(field.value)
  const columns = Math.max(1, Math.floor(num(def, 'num_columns', 1)))
  const horizontal = text(def, 'list_orientation') === 'horizontal'
  const showLabels = on(def, 'show_option_labels')
  const required = on(def, 'required') || undefined
  // The inputs are visually hidden, so the picture of the option with keyboard focus is
  // outlined (the plugin's stylesheet does it too; WCAG 2.4.7), not a pointer's focus.
  const [focusShown, setFocusShown] = useState(-1)
  return (
    <ul
      {...groupAria(field, multi ? 'group' : 'radiogroup')}
      style={{ display: 'grid', rowGap: '5px', columnGap: '5px' }}
    >
      {options.map((o, i) => {
        const checked = values.includes(o.value)
        const src = safeUrl(o.image, ['http:', 'https:'])
        const id = `${ids.input}-${i}`
        return (
          <li
            key={`${i}:${o.value}`}
            // The list is a radio group (or group) to assistive technology, so its items are
            // not list items (WCAG 1.3.1: a listitem needs a list parent).
            role="none"
            // As the original places them: row by row, each in its own column.
            style={horizontal ? { margin: 'auto', gridColumn: (i % columns) + 1 } : undefined}
          >
            <input
              id={id}
              name={inputName(field.id, def)}
              type={multi ? 'checkbox' : 'radio'}
              value={o.value}
              className={`${elementClass(def, checked ? 'nf-checked' : '')} nf-sr-only`}
              aria-label={o.label || o.alt || o.title}
              required={required}
              style={VISUALLY_HIDDEN}
              checked={checked}
              onChange={(e) =>
                events.change(
                  multi ? toggleValue(values, o.value, e.currentTarget.checked) : o.value,
                )
              }
              onFocus={(e) => setFocusShown(e.currentTarget.matches(':focus-visible') ? i : -1)}
              onBlur={() => {
                setFocusShown(-1)
                events.blur()
              }}
            />
            <label
              htmlFor={id}
              id={`${ids.label}-${i}`}
              aria-hidden="true"
              className={checked ? 'nf-checked-label' : ''}
              style={focusShown === i ? { outline: '2px solid' } : undefined}
            >
              {showLabels ? o.label : null}
              {src ? (
                <img
                  src={src}
                  alt={o.alt}
                  title={o.title || undefined}
                  style={{ maxWidth: '100%', height: 'auto' }}
                />
              ) : null}
            </label>
          </li>
        )
      })}
    </ul>
  )
}
