import type { FieldDef, FormDef } from './page-data'

/** Props of the form view. */
export interface FormViewProps {
  readonly form: FormDef
}

function displayOrder(field: FieldDef): number {
  const n = Number(field.order)
  return Number.isFinite(n) ? n : 0
}

function FieldView({ field }: { readonly field: FieldDef }) {
  const id = String(field.id)
  if (field.type === 'submit') {
    return (
      <div
        id={`nf-field-${id}-container`}
        className="nf-field-container submit-container"
        data-field-type="submit"
      >
        <div id={`nf-field-${id}-wrap`} className="field-wrap submit-wrap">
          <input
            id={`nf-field-${id}`}
            className="ninja-forms-field nf-element"
            type="submit"
            value={field.label ?? 'Submit'}
          />
        </div>
      </div>
    )
  }
  return (
    <div
      id={`nf-field-${id}-container`}
      className={`nf-field-container ${field.type}-container`}
      data-field-type={field.type}
    >
      <div id={`nf-field-${id}-wrap`} className={`field-wrap ${field.type}-wrap`}>
        <div className="nf-field-label">
          <label id={`nf-label-field-${id}`} htmlFor={`nf-field-${id}`}>
            {field.label}
          </label>
        </div>
        <div className="nf-field-element">
          <input
            id={`nf-field-${id}`}
            name={`nf-field-${id}-${field.type}`}
            className="ninja-forms-field nf-element"
            type="text"
            defaultValue={field.value === undefined ? '' : String(field.value)}
          />
        </div>
        <div id={`nf-error-${id}`} className="nf-error-wrap nf-error" />
      </div>
    </div>
  )
}

/** The form with the DOM structure other code relies on (contract section a). */
export function FormView({ form }: FormViewProps) {
  const fields = [...form.fields].sort((a, b) => displayOrder(a) - displayOrder(b))
  return (
    <>
      <span id={`nf-form-title-${form.id}`} className="nf-form-title" />
      <div className="nf-form-wrap ninja-forms-form-wrap">
        <div className="nf-response-msg" />
        <div className="nf-debug-msg" />
        <div className="nf-before-form" />
        <div className="nf-form-layout">
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <div>
              <div className="nf-before-form-content" />
              <div className="nf-form-content">
                {fields.map((f) => (
                  <FieldView key={String(f.id)} field={f} />
                ))}
              </div>
              <div className="nf-after-form-content" />
            </div>
          </form>
        </div>
        <div className="nf-after-form">
          <div id={`nf-form-errors-${form.id}`} className="nf-form-errors" role="alert" />
        </div>
      </div>
    </>
  )
}
