import { readFile } from 'node:fs/promises'
import { UsageError } from '../sim/errors'
import { formatPath } from '../sim/scenario/load'
import { reportSchema, type Report } from '../sim/report/schema'
import { bramble } from '../sim/message'

/** Reads and validates a report.json; a missing or malformed file is a usage error. */
export async function readReport(file: string): Promise<Report> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(
      bramble(
        `Failed to read report ${file}: ${(error as Error).message}. Give the report.json a run wrote (reports/<run-id>/report.json).`,
      ),
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new UsageError(
      bramble(`Failed to read report ${file}: not JSON (${(error as Error).message}).`),
    )
  }
  const parsed = reportSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new UsageError(
      bramble(
        `Invalid report ${file}: at ${formatPath(issue.path)}: ${issue.message}. Is it a bramble report.json of this version?`,
      ),
    )
  }
  // The validated original, not parsed.data: zod strips fields the schema does not name yet,
  // and reporters read those (verdict, signals…) defensively.
  return json as Report
}
