import { useEffect, useRef } from 'react'
import { str } from '../logic/field-props'
import { fieldDatePattern } from '../logic/validate/date-format'
import { controlAria } from '../view/aria'
import type { DatePickerChunk } from './date-picker.chunk'
import { dateMode, is24h, readDateTime, timeText, yearRange } from './date-value'
import { elementClass, fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { onFirstUse } from './on-first-use'
import { TimeSelects } from './TimeSelects'
import type { FieldProps } from './field-props'
import { bramble } from '../../core/message'

/**
 * Date, time or date-and-time (`date_mode`). The date is a text input in the field's
 * format with a lazily loaded calendar, attached on the input's first focus (at once when it
 * holds a date); the time is hour/minute(/am-pm) selects.
 */
export function DateField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const mode = dateMode(def)
  const parts = readDateTime(def, field.value)
  const partsRef = useRef(parts)
  partsRef.current = parts
  const ref = useRef<HTMLInputElement>(null)
  const emit = (next: Partial<typeof parts>) => {
    const merged = { ...parts, ...next }
    events.change(
      mode === 'date_only' ? merged.date : mode === 'time_only' ? timeText(merged) : merged,
    )
  }
  const emitRef = useRef(emit)
  emitRef.current = emit
  const pattern = fieldDatePattern(str(def, 'date_format'), String(ctx.settings.dateFormat ?? ''))
  const range = yearRange(def)
  // `date_default`: an empty date starts as today when the form is drawn and again after
  // each reset (clear-on-complete), when the chunk that formats it has arrived.
  const today = mode !== 'time_only' && on(def, 'date_default')
  const todayRef = useRef(today)
  useEffect(() => {
    if (!todayRef.current) return undefined
    let live = true
    const fillToday = (read: () => typeof parts) => {
      ctx
        .loadChunk<DatePickerChunk>('date-picker')
        .then((picker) => {
          const now = read()
          if (!live || now.date !== '') return
          const value = { ...now, date: picker.today(pattern) }
          events.input(mode === 'date_only' ? value.date : value)
        })
        .catch((error: unknown) => console.error(bramble('Failed to load the date picker:'), error))
    }
    if (parts.date === '') fillToday(() => partsRef.current)
    // After a reset this render's value is stale: read the store's.
    const stop = ctx.store.onReset(() =>
      fillToday(() => readDateTime(def, ctx.store.getState().fields[field.id]?.value)),
    )
    return () => {
      live = false
      stop()
    }
    // Set up once; later renders keep what the visitor chose.
  }, [])
  useEffect(() => {
    const input = ref.current
    if (mode === 'time_only' || !input) return undefined
    let detach: (() => void) | undefined
    let live = true
    const stopWaiting = onFirstUse(input, () => {
      ctx
        .loadChunk<DatePickerChunk>('date-picker')
        .then((picker) => {
          if (!live) return
          detach = picker.attach(input, {
            pattern,
            minYear: range.min,
            maxYear: range.max,
            firstDayOfWeek: Number(ctx.settings.startOfWeek) || 0,
            onChange: (text) => emitRef.current({ date: text }),
          })
        })
        // The input still takes a typed date without the calendar.
        .catch((error: unknown) => console.error(bramble('Failed to load the date picker:'), error))
    })
    return () => {
      live = false
      stopWaiting()
      detach?.()
    }
  }, [ctx, mode, pattern, range.min, range.max])
  // The plugin's markup: the date input in a `pikaday__container` (the stylesheet widens
  // it), each time select floated in its own `time-wrap`.
  return (
    <>
      {mode === 'time_only' ? null : (
        <div className="pikaday__container">
          <input
            ref={ref}
            id={ids.input}
            name={inputName(field.id, def)}
            type="text"
            className={elementClass(
              def,
              `${mode === 'date_and_time' ? 'date-and-time ' : ''}datepicker pikaday__display pikaday__display--pikaday`,
            )}
            placeholder={str(def, 'placeholder') || undefined}
            autoComplete="off"
            value={parts.date}
            {...controlAria(field)}
            onChange={(e) => emit({ date: e.currentTarget.value })}
            onBlur={() => events.blur()}
            onKeyUp={(e) => events.keyup(e.keyCode)}
          />
        </div>
      )}
      {mode === 'date_only' ? null : (
        <TimeSelects
          idBase={mode === 'time_only' ? ids.input : `${ids.input}-time`}
          labelledBy={ids.label}
          h24={is24h(def)}
          value={parts}
          onChange={emit}
        />
      )}
    </>
  )
}
