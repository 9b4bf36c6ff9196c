import { formatMoney } from './currency'
import { fieldIds, text } from './field-attrs'
import type { FieldProps } from './field-props'

/**
 * A read-only money amount as the original's `.nf-static` span: the order total (its value,
 * kept by the store as a 2-decimal string) or the shipping cost (`shipping_cost`).
 */
export function AmountField({ field, ctx }: FieldProps) {
  const { def } = field
  const amount =
    def.type === 'shipping'
      ? text(def, 'shipping_cost') || '0'
      : String(field.value === '' || field.value === undefined ? '0.00' : field.value)
  return (
    <span
      id={fieldIds(field.id).input}
      className={`nf-static ninja-forms-field ${text(def, 'element_class')} nf-element`}
      aria-labelledby={fieldIds(field.id).label}
      aria-live="polite"
    >
      {formatMoney(amount, ctx.settings)}
    </span>
  )
}
