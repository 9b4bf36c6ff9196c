import type { FormContext } from './form-context'

/** Props of {@link RequiredNote}. */
export interface RequiredNoteProps {
  readonly ctx: FormContext
}

// The mark inside the `fieldsMarkedRequired` message as the server prints it.
const MARK = '<span class="ninja-forms-req-symbol">*</span>'

/**
 * `.nf-form-fields-required`: the `fieldsMarkedRequired` message ("Fields marked with an *
 * are required") when any field has `required: 1`, empty otherwise, as the original. Its
 * one known tag is drawn without the sanitizer; other markup goes through it (and is shown
 * as text while it is not loaded).
 */
export function RequiredNote({ ctx }: RequiredNoteProps) {
  const fields = ctx.store.getState().fields
  const required = Object.values(fields).some((f) => !f.repeater && f.def.required === 1)
  const message = required ? String(ctx.settings.fieldsMarkedRequired ?? '') : ''
  const [before = '', ...rest] = message.split(MARK)
  const after = rest.join(MARK)
  if (ctx.sanitize && /[<&]/.test(before + after))
    return (
      <div
        className="nf-form-fields-required"
        dangerouslySetInnerHTML={{ __html: ctx.sanitize(message) }}
      />
    )
  return (
    <div className="nf-form-fields-required">
      {before}
      {rest.length > 0 ? <span className="ninja-forms-req-symbol">*</span> : null}
      {after}
    </div>
  )
}
