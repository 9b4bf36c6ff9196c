import { linkify } from './linkify'

/** Props of {@link LinkifiedText}. */
export interface LinkifiedTextProps {
  readonly text: string
}

/** Text as text, with http(s) URLs as links that open in a new tab. */
export function LinkifiedText({ text }: LinkifiedTextProps) {
  return (
    <>
      {linkify(text).map((part, i) =>
        'url' in part ? (
          <a key={i} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.url}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
