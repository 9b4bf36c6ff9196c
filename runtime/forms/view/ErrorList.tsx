import { Markup } from './Markup'

/** Props of {@link ErrorList}. */
export interface ErrorListProps {
  readonly id: string
  readonly className: string
  /** Error id or slug → message. */
  readonly errors: Readonly<Record<string, string>>
  readonly sanitize: ((html: string) => string) | undefined
}

/** An alert region with one `.nf-error-msg.nf-error-{id}` per error (fields and form). */
export function ErrorList({ id, className, errors, sanitize }: ErrorListProps) {
  return (
    <div id={id} className={className} role="alert">
      {Object.entries(errors).map(([key, message]) => (
        <Markup
          key={key}
          as="div"
          className={`nf-error-msg nf-error-${key}`}
          html={message}
          sanitize={sanitize}
        />
      ))}
    </div>
  )
}
