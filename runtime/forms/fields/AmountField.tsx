import type { FormContext } from '../view/form-context'
import type { FieldSnapshot } from '../view/store-port'
import { currencySymbol } from './currency'
import { fieldIds, text } from './field-attrs'

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
}

/**
 * A read-only money amount with the form's currency symbol: the order total (its value,
 * kept by the store as a 2-decimal string) or the shipping cost (`shipping_cost`).
 */
export function AmountField({ field, ctx }: AmountFieldProps) {
  const { def } = field
  const amount =
    def.type === 'shipping'
      ? Number(text(def, 'shipping_cost') || 0).toFixed(2)
      : String(field.value === '' || field.value === undefined ? '0.00' : field.value)
  return (
    <output
      id={fieldIds(field.id).input}
      className={`nf-element nf-${def.type}`}
      aria-labelledby={fieldIds(field.id).label}
      aria-live="polite"
    >
      {currencySymbol(ctx.settings)}
      {amount}
    </output>
  )
}
