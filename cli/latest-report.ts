import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { UsageError } from '../sim/errors'
import { bramble } from '../sim/message'

/** The newest `<dir>/<run-id>/report.json` (run ids sort by time); a usage error when none. */
export async function latestReport(dir = 'reports'): Promise<string> {
  const entries = await readdir(dir).catch(() => [] as string[])
  for (const name of entries.sort().reverse()) {
    const file = path.join(dir, name, 'report.json')
    if (
      await stat(file)
        .then((s) => s.isFile())
        .catch(() => false)
    )
      return file
  }
  throw new UsageError(
    bramble(
      `No report found in ${dir}/. Run \`bramble run\` first, or give the path of a report.json.`,
    ),
  )
}
