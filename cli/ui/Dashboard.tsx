// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Static, Text, useInput } from 'ink'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { DashboardRow, DashboardStore } from './dashboard-store'
import { DetailPane } from './DetailPane'
import { Picker } from './Picker'
import { ScenarioRow } from './ScenarioRow'
import { Summary } from './Summary'

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  readonly store: DashboardStore
  /** Called once when the user presses q (or Ctrl-C). */
  readonly onQuit: () => void
  readonly color: boolean
  /** Keys are read only when stdin is a terminal. */
  readonly interactive: boolean
  /** Refresh period of running durations, in ms. */
  readonly tickMs?: number
}

const isFailure = (r: DashboardRow) => r.state === 'failed' || r.state === 'error'

/**
 * The live run: finished scenarios printed once (`<Static>`), running ones below, the
 * navigable table with the focused scenario's detail, and the summary last.
 */
export function Dashboard({ store, onQuit, color, interactive, tickMs = 250 }: DashboardProps) {
  const state = useSyncExternalStore(store.subscribe, store.get)
  const [now, setNow] = useState(Date.now)
  const [focus, setFocus] = useState(0)
  const [detail, setDetail] = useState(false)
  const [failuresOnly, setFailuresOnly] = useState(false)

  useEffect(() => {
    if (state.finished) return
    const t = setInterval(() => setNow(Date.now()), tickMs)
    return () => clearInterval(t)
  }, [state.finished, tickMs])

  const list = failuresOnly ? state.rows.filter(isFailure) : state.rows
  const last = Math.max(0, list.length - 1)
  // Functional updates, so keys pressed faster than a render are all counted.
  const clamp = (f: number) => Math.min(f, last)
  const at = clamp(focus)
  const focused = list[at]

  useInput(
    (input, key) => {
      if (input === 'q' || (key.ctrl && input === 'c')) {
        if (!state.quitting) {
          store.quit()
          onQuit()
        }
      } else if (key.downArrow || input === 'j') setFocus((f) => Math.min(clamp(f) + 1, last))
      else if (key.upArrow || input === 'k') setFocus((f) => Math.max(clamp(f) - 1, 0))
      else if (key.return) setDetail((d) => !d)
      else if (input === 'f') {
        setFailuresOnly((f) => !f)
        setFocus(0)
      }
    },
    { isActive: interactive },
  )

  const byId = new Map(state.rows.map((r) => [r.id, r]))
  const finished = state.done.map((id) => byId.get(id)).filter((r): r is DashboardRow => !!r)
  const running = state.rows.filter((r) => r.state === 'running')
  return (
    <Box flexDirection="column">
      <Static items={finished}>
        {(row) => <ScenarioRow key={row.id} row={row} color={color} now={now} />}
      </Static>
      {running.map((row) => (
        <ScenarioRow key={row.id} row={row} color={color} now={now} />
      ))}
      <Box marginTop={1} flexDirection="column">
        <Picker rows={list} focus={at} failuresOnly={failuresOnly} color={color} now={now} />
      </Box>
      {detail && focused ? <DetailPane row={focused} color={color} /> : null}
      <Summary state={state} color={color} now={now} />
      {state.quitting && !state.finished ? (
        <Text>Quitting: finishing running scenarios and closing the browsers…</Text>
      ) : null}
      {state.finished && interactive && !state.quitting ? (
        <Text>Run finished. Browse with ↑↓/jk and Enter; q to exit.</Text>
      ) : null}
    </Box>
  )
}
