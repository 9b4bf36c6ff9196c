import type { BadgePhrases } from '../chunks/ui-types'

/** Props of {@link BadgePopup}. */
export interface BadgePopupProps {
  readonly phrases: BadgePhrases
}

/** The real-person popup's content (contract e); the learn-more link exists only in admin. */
export function BadgePopup({ phrases }: BadgePopupProps) {
  return (
    <div className="apbct-real-user-popup-content_row">
      <div>
        {' '}
        <strong>{phrases.heading}</strong>
        {phrases.content1}
      </div>
      <div style={{ display: 'flex', gap: '5px' }}>
        <div>{phrases.content2}</div>
        {phrases.learnMoreLink && (
          <a href={phrases.learnMoreLink} target="_blank" rel="noopener noreferrer">
            {phrases.learnMore}
          </a>
        )}
      </div>
    </div>
  )
}
