/** Props of {@link LimitCounter}. */
export interface LimitCounterProps {
  readonly id: string
  readonly left: number
  /** `input_limit_msg`, e.g. "Character(s) left". */
  readonly message: string
}

/** The remaining characters or words of an input limit. */
export function LimitCounter({ id, left, message }: LimitCounterProps) {
  return (
    <div id={id} className="nf-input-limit">
      <span className="char-count">{left}</span> {message || 'left'}
    </div>
  )
}
