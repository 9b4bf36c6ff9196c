/** Props of {@link Honeypot}. */
export interface HoneypotProps {
  readonly formId: string
  readonly onText: (text: string) => void
}

/**
 * The hidden honeypot input of contract (a): invisible to people and assistive technology,
 * tempting to bots that fill every input.
 */
export function Honeypot({ formId, onText }: HoneypotProps) {
  return (
    <div
      className="nf-form-hp"
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '-9999px',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={`nf-field-hp-${formId}`}>
        If you are a human seeing this field, please leave it empty.
        <input
          id={`nf-field-hp-${formId}`}
          name="nf-field-hp"
          className="nf-element nf-field-hp"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          onChange={(e) => onText(e.currentTarget.value)}
        />
      </label>
    </div>
  )
}
