import type { DateTimeValue } from './date-value'
import { pad } from './date-value'

/** Props of {@link TimeSelects}. */
export interface TimeSelectsProps {
  readonly idBase: string
  readonly labelledBy: string
  readonly h24: boolean
  readonly value: DateTimeValue
  readonly onChange: (next: Partial<DateTimeValue>) => void
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => pad(from + i))

/** Hour, minute and (12-hour mode) am/pm selects. */
export function TimeSelects({ idBase, labelledBy, h24, value, onChange }: TimeSelectsProps) {
  const hours = h24 ? range(0, 23) : range(1, 12)
  return (
    <span className="nf-time" role="group" aria-labelledby={labelledBy}>
      <select
        id={idBase}
        className="nf-element hour"
        aria-label="Hour"
        value={value.hour}
        onChange={(e) => onChange({ hour: e.currentTarget.value })}
      >
        {hours.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
      <select
        id={`${idBase}-minute`}
        className="nf-element minute"
        aria-label="Minute"
        value={value.minute}
        onChange={(e) => onChange({ minute: e.currentTarget.value })}
      >
        {range(0, 59).map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      {h24 ? null : (
        <select
          id={`${idBase}-ampm`}
          className="nf-element ampm"
          aria-label="AM or PM"
          value={value.ampm ?? 'am'}
          onChange={(e) => onChange({ ampm: e.currentTarget.value })}
        >
          <option value="am">am</option>
          <option value="pm">pm</option>
        </select>
      )}
    </span>
  )
}
