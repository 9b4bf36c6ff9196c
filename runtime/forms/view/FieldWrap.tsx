import { useRef, type ReactNode } from 'react'
import { fieldIds, text } from '../fields/field-attrs'
import { readInputLimit, remaining } from '../fields/input-limit'
import { FieldErrors } from './FieldErrors'
import { FieldLabel } from './FieldLabel'
import type { FormContext } from './form-context'
import { Markup } from './Markup'
import type { FieldState } from '../logic/types'

/** Props of {@link FieldWrap}. */
export interface FieldWrapProps {
  readonly field: FieldState
  readonly ctx: FormContext
  readonly children: ReactNode
  /** The control is a live calculation display (its container contains its paint). */
  readonly live?: boolean
}

const join = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ')

/**
 * One field as the original's templates print it: `<nf-field>` > container (classes by
 * type, parent type, label and description position) > before-field, the wrap (label or
 * the no-label slots, element, description; classes by type, parent type and old class
 * name) and after-field (input limit, the error region, after-field HTML). Label and
 * description positions are the plugin stylesheet's business (flex order), as there.
 */
export function FieldWrap({ field, ctx, children, live }: FieldWrapProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const type = def.type
  const parent = text(def, 'parentType') || type
  const old = text(def, 'old_classname').trim()
  const template = text(def, 'wrap_template')
  const invalid = Object.keys(field.errors).length > 0
  // The original marks a wrap `nf-pass` once its errors are gone (and a valid email).
  const hadError = useRef(false)
  if (invalid) hadError.current = true
  const pass =
    !invalid && (hadError.current || (type === 'email' && !field.clean && field.value !== ''))
  const desc = text(def, 'desc_text').trim()
  const limit = readInputLimit(def.input_limit, def.input_limit_type)
  const value = typeof field.value === 'string' ? field.value : ''
  const s = ctx.settings
  const element = <div className="nf-field-element">{children}</div>
  const noLabel = template === 'wrap-no-label'
  return (
    <nf-field>
      <div
        id={ids.container}
        className={join(
          `nf-field-container ${type}-container label-${text(def, 'label_pos')}`,
          def.desc_pos !== undefined && `desc-${text(def, 'desc_pos')}`,
          text(def, 'container_class').trim(),
          type !== parent && `${parent}-container`,
          !!live && 'nf-live-container',
        )}
        data-testid={`nf-field-${text(def, 'key')}`}
        data-nf-field-type={type}
        hidden={!field.visible}
      >
        <div className="nf-before-field">
          <Markup as="nf-section" html={text(def, 'beforeField')} sanitize={ctx.sanitize} />
        </div>
        <div className="nf-field">
          {template === 'wrap-no-container' ? (
            <>
              {children}
              <div className="nf-error-wrap" />
            </>
          ) : type === 'repeater' ? (
            // The original's repeater view draws its own element in a bare box: no label
            // slot, no wrap classes.
            <div>{children}</div>
          ) : (
            <div
              id={ids.wrap}
              className={join(
                `field-wrap ${type}-wrap`,
                type !== parent && `${parent}-wrap`,
                !!old && `${old}-wrap`,
                invalid && 'nf-fail nf-error',
                pass && 'nf-pass',
              )}
              data-field-id={field.id}
            >
              {noLabel ? (
                <div className="nf-field-label" />
              ) : (
                <FieldLabel field={field} ctx={ctx} />
              )}
              {element}
              {noLabel ? (
                <div className="nf-error-wrap" />
              ) : desc ? (
                <Markup
                  as="div"
                  id={ids.desc}
                  className="nf-field-description"
                  aria-hidden
                  html={desc}
                  sanitize={ctx.sanitize}
                />
              ) : null}
            </div>
          )}
        </div>
        <div className="nf-after-field">
          <nf-section>
            {limit ? (
              <div
                className="nf-input-limit"
                aria-live="polite"
                role="status"
                aria-relevant="additions"
                aria-atomic
              >
                {`${remaining(value, limit)} ${String(s.of ?? '')} ${limit.max} ${text(def, 'input_limit_msg')}`}
              </div>
            ) : (
              <div className="nf-input-limit" />
            )}
            <FieldErrors field={field} ctx={ctx} />
            {text(def, 'afterField') ? (
              <Markup html={text(def, 'afterField')} sanitize={ctx.sanitize} />
            ) : null}
          </nf-section>
        </div>
      </div>
    </nf-field>
  )
}
