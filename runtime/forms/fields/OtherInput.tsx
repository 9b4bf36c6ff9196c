/** Props of {@link OtherInput}. */
export interface OtherInputProps {
  readonly id: string
  readonly name: string
  readonly kind: 'radio' | 'checkbox'
  /** Printed but not shown (a checkbox list's, as the original prints it). */
  readonly hidden?: boolean
  readonly chosen: boolean
  readonly text: string
  readonly onChoose: (chosen: boolean) => void
  readonly onText: (text: string) => void
}

/** The "Other" entry of a list with `show_other`: a choice that reveals a text input. */
export function OtherInput(props: OtherInputProps) {
  const { id, name, kind, chosen, text, onChoose, onText, hidden } = props
  return (
    <li className="nf-other" style={hidden ? { display: 'none' } : undefined}>
      <input
        id={id}
        name={name}
        type={kind}
        checked={chosen}
        onChange={(e) => onChoose(e.currentTarget.checked)}
      />
      <label htmlFor={id}>Other</label>
      {chosen ? (
        <input
          type="text"
          className="nf-element nf-other-text"
          aria-label="Other"
          value={text}
          onChange={(e) => onText(e.currentTarget.value)}
        />
      ) : null}
    </li>
  )
}
