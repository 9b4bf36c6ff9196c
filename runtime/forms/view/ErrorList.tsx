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
  return (
    <div id={id} className={className} role="alert" aria-live={ariaLive}>
      <nf-errors>
        {Object.entries(errors).map(([key, message]) => (
          <Markup
            key={key}
            as="div"
            className={`nf-error-msg nf-error-${key}`}
            aria-live={ariaLive}
            html={message}
            sanitize={sanitize}
          />
        ))}
      </nf-errors>
    </div>
  )
}
