import type { FormContext } from '../view/form-context'
import { controlAria } from '../view/aria'
import type { FieldSnapshot } from '../view/store-port'
import { currencySymbol } from './currency'
import { elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions } from './list-options'

/** Props of {@link ProductField}. */
export interface ProductFieldProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
}

/**
 * A product: `single` shows its price (and a quantity input with `product_use_quantity`),
 * `dropdown` a choice of options, `user` an amount the visitor types, `hidden` nothing.
 * The value is the quantity or amount as typed (contract c).
 */
export function ProductField({ field, ctx }: ProductFieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const type = text(def, 'product_type') || 'single'
  const value = field.value === undefined || field.value === null ? '' : String(field.value)
  const symbol = currencySymbol(ctx.settings)
  const price = text(def, 'product_price')
  if (type === 'hidden') {
    return <input id={ids.input} type="hidden" name={inputName(field.id, def)} value={value} />
  }
  if (type === 'dropdown') {
    return (
      <select
        id={ids.input}
        name={inputName(field.id, def)}
        className={elementClass(def)}
        value={value}
        {...controlAria(field)}
        onChange={(e) => events.change(e.currentTarget.value)}
        onBlur={() => events.blur()}
      >
        {readOptions(def.options).map((o, i) => (
          <option key={`${i}:${o.value}`} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  }
  const typed = type === 'user'
  const withQuantity = !typed && on(def, 'product_use_quantity')
  return (
    <>
      {typed ? null : (
        <span className="nf-product-price">
          {symbol}
          {price}
        </span>
      )}
      {typed || withQuantity ? (
        <input
          id={ids.input}
          name={inputName(field.id, def)}
          type="number"
          min="0"
          step={typed ? 'any' : '1'}
          className={elementClass(def, typed ? 'nf-product-amount' : 'nf-product-quantity')}
          aria-label={typed ? undefined : 'Quantity'}
          value={value}
          {...controlAria(field)}
          onChange={(e) => events.input(e.currentTarget.value)}
          onBlur={() => events.blur()}
        />
      ) : null}
    </>
  )
}
