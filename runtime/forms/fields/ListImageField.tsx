import type { FormContext } from '../view/form-context'
import { groupAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName, num, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues, toggleValue } from './list-options'
import { safeUrl } from './safe-url'

/** Props of {@link ListImageField}. */
export interface ListImageFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * An image list: radio or (with `allow_multi_select`) checkbox choices shown as images in
 * `num_columns` columns, laid out by `list_orientation`, labels shown when
 * `show_option_labels` is on (otherwise they stay as the images' alt text).
 */
export function ListImageField({ field, ctx }: ListImageFieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const multi = on(def, 'allow_multi_select')
  const options = readOptions(def.image_options)
  const values = selectedValues(field.value)
  const columns = Math.max(1, num(def, 'num_columns', 3))
  const horizontal = text(def, 'list_orientation') !== 'vertical'
  const showLabels = on(def, 'show_option_labels')
  return (
    <div
      {...groupAria(field, multi ? 'group' : 'radiogroup')}
      className={`nf-image-list ${horizontal ? 'horizontal' : 'vertical'}`}
    >
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: horizontal ? `repeat(${columns}, minmax(0, 1fr))` : '1fr',
          listStyle: 'none',
          gap: '0.5em',
        }}
      >
        {options.map((o, i) => {
          const checked = values.includes(o.value)
          const src = safeUrl(o.image, ['http:', 'https:'])
          return (
            <li key={`${i}:${o.value}`} className={checked ? 'nf-checked' : undefined}>
              <input
                id={`${ids.input}-${i}`}
                name={inputName(field.id, def)}
                type={multi ? 'checkbox' : 'radio'}
                value={o.value}
                className={elementClass(def, 'nf-image-option')}
                checked={checked}
                onChange={(e) =>
                  events.change(
                    multi ? toggleValue(values, o.value, e.currentTarget.checked) : o.value,
                  )
                }
                onBlur={() => events.blur()}
              />
              <label htmlFor={`${ids.input}-${i}`}>
                {src ? <img src={src} alt={o.label} style={{ maxWidth: '100%' }} /> : null}
                {showLabels || !src ? <span className="nf-image-label">{o.label}</span> : null}
              </label>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
