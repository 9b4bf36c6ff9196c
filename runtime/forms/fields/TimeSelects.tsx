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

/**
 * Hour, minute and (12-hour mode) AM/PM selects, each floated in its own `time-wrap` as the
 * plugin prints them; a 12-hour clock starts at 12 as the original's does.
 */
export function TimeSelects({ idBase, labelledBy, h24, value, onChange }: TimeSelectsProps) {
  const hours = h24 ? range(0, 23) : ['12', ...range(1, 11)]
  return (
    <span role="group" aria-labelledby={labelledBy}>
      <div style={WRAP} className="time-wrap">
        <select
          id={idBase}
          className="hour extra"
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
      </div>
      <div style={WRAP} className="time-wrap">
        <select
          id={`${idBase}-minute`}
          className="minute extra"
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
      </div>
      {h24 ? null : (
        <div style={WRAP} className="time-wrap">
          <select
            id={`${idBase}-ampm`}
            className="ampm extra"
            aria-label="AM or PM"
            value={value.ampm ?? 'am'}
            onChange={(e) => onChange({ ampm: e.currentTarget.value })}
          >
            <option value="am">AM</option>
            <option value="pm">PM</option>
          </select>
        </div>
      )}
    </span>
  )
}

const WRAP = { float: 'left' } as const
