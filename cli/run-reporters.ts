import { UsageError } from '../sim/errors'
import { HtmlReporter } from '../sim/report/html-reporter'
import { JsonReporter } from '../sim/report/json-reporter'
import { JunitReporter } from '../sim/report/junit-reporter'
import { ListReporter } from '../sim/report/list-reporter'
import type { Reporter } from '../sim/report/reporter'
import { REPORTER_NAMES } from './reporter-names'
import { colorEnabled } from './terminal'
import { DashboardReporter } from './ui/dashboard-reporter'
import { bramble } from '../sim/message'

/** Reporter names `--reporter` accepts. */

/** The reporters of a run, and the dashboard (if any) to close on every exit path. */
export interface RunReporters {
  readonly reporters: Reporter[]
  readonly dashboard?: DashboardReporter
}

/**
 * Builds the reporters: report.json and junit.xml always; on the terminal the dashboard when
 * stdout is a TTY (else plain list lines), or what `--reporter` names; `html` adds report.html.
 */
export function buildReporters(
  names: readonly string[],
  dir: string,
  onQuit: () => void,
): RunReporters {
  const wanted = names
    .flatMap((n) => n.split(','))
    .map((n) => n.trim())
    .filter(Boolean)
  for (const n of wanted) {
    if (!(REPORTER_NAMES as readonly string[]).includes(n)) {
      throw new UsageError(
        bramble(
          `Unknown reporter "${n}". Choose from ${REPORTER_NAMES.join(', ')} (comma-separated or repeated).`,
        ),
      )
    }
  }
  const tty = process.stdout.isTTY === true
  const terminal =
    wanted.find((n) => n === 'dashboard' || n === 'list') ?? (tty ? 'dashboard' : 'list')
  const reporters: Reporter[] = [new JsonReporter(dir), new JunitReporter(dir)]
  if (wanted.includes('html')) reporters.push(new HtmlReporter(dir))
  const color = colorEnabled(process.stdout)
  if (terminal === 'dashboard' && tty) {
    // Last, so the report files are written before it waits for q.
    const dashboard = new DashboardReporter({
      stdout: process.stdout,
      stdin: process.stdin,
      color,
      onQuit,
    })
    return { reporters: [...reporters, dashboard], dashboard }
  }
  return { reporters: [...reporters, new ListReporter(process.stdout, { color })] }
}
