import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Reporter } from './reporter'
import { reportSchema, type Report } from './schema'

/** Writes `<dir>/report.json`, validated against the report schema. */
export class JsonReporter implements Reporter {
  constructor(private readonly dir: string) {}
  async onEnd(report: Report): Promise<void> {
    const valid = reportSchema.parse(report)
    await mkdir(this.dir, { recursive: true })
    await writeFile(path.join(this.dir, 'report.json'), JSON.stringify(valid, null, 2) + '\n')
  }
}
