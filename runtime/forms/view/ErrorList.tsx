import { Markup } from './Markup'

/** Props of {@link ErrorList}. */
export interface ErrorListProps {
  readonly id: string
  readonly className: string
  /** Error id or slug → message. */
  readonly errors: Readonly<Record<string, string>>
  readonly sanitize: ((html: string) => string) | undefined
  /** Field errors are assertive live regions, as the original's. */
  readonly live?: boolean
}

/** An alert region with one `.nf-error-msg.nf-error-{id}` per error (fields and form). */
export function ErrorList({ id, className, errors, sanitize, live }: ErrorListProps) {
  const ariaLive = live ? 'assertive' : undefined
  const items = Object.entries(errors).map(([key, message]) => (
    <Markup
      key={key}
      as="div"
      className={`nf-error-msg nf-error-${key}`}
      aria-live={ariaLive}
      html={message}
      sanitize={sanitize}
    />
  ))
  // As the original: field errors sit in the region itself, form errors in <nf-errors>.
  return (
    <div id={id} className={className} role="alert" aria-live={ariaLive}>
      {live ? items : <nf-errors>{items}</nf-errors>}
    </div>
  )
}
