/** Props of {@link Honeypot}. */
export interface HoneypotProps {
  readonly formId: string
  /** The form's `formHoneypot` message ('' → the English default). */
  readonly text: string
  readonly onText: (text: string) => void
}

/**
 * `.nf-form-hp` with the honeypot input of contract (a), as the original prints it. The
 * plugin's stylesheet hides it with `position: absolute; visibility: hidden`; the same rule is
 * inline here, so without that stylesheet it stays invisible to people and assistive
 * technology, and the anti-spam runtime's visible-fields signal leaves it out as it does on a
 * real site (off-screen alone counted it as visible).
 */
export function Honeypot({ formId, text, onText }: HoneypotProps) {
  const label = `nf-label-field-hp-${formId}`
  return (
    <div className="nf-form-hp" style={{ position: 'absolute', visibility: 'hidden' }}>
      <nf-section>
        <label id={label} htmlFor={`nf-field-hp-${formId}`} aria-hidden="true">
          {text || 'If you are a human seeing this field, please leave it empty.'}
          <input
            id={`nf-field-hp-${formId}`}
            name="nf-field-hp"
            className="nf-element nf-field-hp"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            aria-labelledby={label}
            onChange={(e) => onText(e.currentTarget.value)}
          />
        </label>
      </nf-section>
    </div>
  )
}
