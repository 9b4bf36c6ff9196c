import { controlAria } from '../view/aria'
import { formatMoney } from './currency'
import { elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions } from './list-options'
import type { FieldProps } from './field-props'

/**
 * A product: `single` shows its price (and a quantity input with `product_use_quantity`),
 * `dropdown` a choice of options, `user` an amount the visitor types, `hidden` nothing.
 * The value is the quantity or amount as typed (contract c).
 */
export function ProductField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const type = text(def, 'product_type') || 'single'
  const value = field.value === undefined || field.value === null ? '' : String(field.value)
  const price = text(def, 'product_price')
  const s = ctx.settings
  const box = `nf-product-field ninja-forms-field ${text(def, 'element_class')}`.trim()
  if (type === 'hidden') {
    return (
      <div className={box}>
        <input
          type="hidden"
          id={ids.input}
          name={inputName(field.id, def)}
          className={elementClass(def)}
          value={value}
        />
      </div>
    )
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
  const input =
    typed || withQuantity ? (
      <input
        id={ids.input}
        name={typed ? inputName(field.id, def) : `nf-field-qty-${field.id}`}
        type="number"
        min="0"
        size={10}
        step={typed ? 'any' : '1'}
        className={typed ? elementClass(def, 'nf-product-amount') : 'nf-field-qty nf-element'}
        aria-label={typed ? undefined : 'Quantity'}
        value={value}
        {...controlAria(field)}
        onChange={(e) => events.input(e.currentTarget.value)}
        onBlur={() => events.blur()}
      />
    ) : null
  // The original's single product: price label and price, then the quantity label and input
  // (its i18n labels are empty strings on a stock site).
  return typed ? (
    input
  ) : (
    <div className={box}>
      <span className="nf-product-price-label">{String(s.fieldsProductsPrice ?? '')}</span>
      <span className="nf-product-price">{formatMoney(price, s)}</span>
      {input ? (
        <>
          <span className="nf-product-quantity-label">
            {String(s.fieldsProductsQuantity ?? '')}
          </span>
          <span className="nf-product-quantity">{input}</span>
        </>
      ) : null}
    </div>
  )
}
