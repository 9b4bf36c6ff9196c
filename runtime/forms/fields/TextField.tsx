import { useEffect, useRef } from 'react'
import { kindOf } from '../kinds'
import { controlAria } from '../view/aria'
import { autocompleteFor, elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { currencySymbol } from './currency'
import { fieldEvents } from './field-events'
import { applyLimit, readInputLimit } from './input-limit'
import { readMask } from './mask-pattern'
import { useMask } from './use-mask'
import type { FieldProps } from './field-props'

/**
 * One-line inputs: textbox, first/last name, email, phone, address parts, confirm, spam,
 * password and hidden — with masks, input limits and autocomplete hints.
 */
export function TextField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const ref = useRef<HTMLInputElement>(null)
  const events = fieldEvents(ctx, field.id)
  const value = field.value === undefined || field.value === null ? '' : String(field.value)
  const limit = readInputLimit(def.input_limit, def.input_limit_type)
  const s = ctx.settings
  const spec = readMask(def.mask, def.custom_mask, {
    symbol: currencySymbol(s),
    radix: String(s.decimal_point ?? '.'),
    thousands: String(s.thousands_sep ?? ','),
  })
  const masked = useMask(ctx, ref, spec, (v) => events.input(v))
  // A masked input is owned by the mask; reflect store changes (reset) without fighting it.
  useEffect(() => {
    if (masked && ref.current && ref.current.value !== value) ref.current.value = value
  }, [masked, value])
  const type = kindOf(def.type).input ?? 'text'
  const placeholder = text(def, 'placeholder')
  const onValue = (raw: string) => events.input(limit ? applyLimit(raw, limit) : raw)
  const input = (
    <input
      ref={ref}
      id={ids.input}
      name={inputName(field.id, def)}
      type={type}
      className={elementClass(def)}
      placeholder={placeholder || undefined}
      autoComplete={autocompleteFor(def, kindOf(def.type).autocomplete)}
      disabled={on(def, 'disable_input') || undefined}
      maxLength={limit?.kind === 'characters' ? limit.max : undefined}
      {...(masked ? { defaultValue: value } : { value })}
      {...(type === 'hidden' ? {} : controlAria(field))}
      onChange={(e) => onValue(e.currentTarget.value)}
      onBlur={() => events.blur()}
      onKeyUp={(e) => events.keyup(e.keyCode)}
    />
  )
  // The password template prints an (always empty) input-limit box after its input; its
  // margin makes the field 5 px taller on a real site.
  return type === 'password' ? (
    <>
      {input}
      <div className="nf-input-limit" />
    </>
  ) : (
    input
  )
}
