import { useState } from 'react'
import type { IndicatorState } from './types'

/** Props of {@link EmailIndicator}. */
export interface EmailIndicatorProps {
  readonly state: IndicatorState
  /** The server's `text_result`, shown on hover. */
  readonly text: string
  /** Viewport position of the indicator (it follows its input on scroll and resize). */
  readonly top: number
  readonly left: number
}

const COLORS: Record<IndicatorState, string> = {
  load: 'inherit',
  good_email: '#1C7129',
  bad_email: '#E01111',
}

/** The email-exists indicator beside an email input, with its hover description. */
export function EmailIndicator({ state, text, top, left }: EmailIndicatorProps) {
  const [hover, setHover] = useState(false)
  const label = state === 'load' ? 'Checking the email address' : text
  return (
    <>
      <div
        id="apbct-check_email_exist-block"
        className={`apbct-check_email_exist-block apbct-check_email_exist-${state}`}
        style={{ top: `${top}px`, left: `${left}px` }}
        role="img"
        aria-label={label}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
      />
      {hover && state !== 'load' && text !== '' && (
        <div
          id="apbct-check_email_exist-popup_description"
          className="apbct-check_email_exist-popup_description"
          style={{
            top: `${top + 26}px`,
            left: `${Math.max(0, left - 220)}px`,
            color: COLORS[state],
          }}
        >
          {text}
        </div>
      )}
    </>
  )
}
