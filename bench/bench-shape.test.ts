import { readFileSync } from 'node:fs'
import path from 'node:path'
import { glob } from 'tinyglobby'
import { describe, expect, it } from 'vitest'

const BENCH = import.meta.dirname
const files = (await glob('**/*.ts', { cwd: BENCH })).sort()
const read = (file: string) => readFileSync(path.join(BENCH, file), 'utf8')

describe('the bench’s shape (issue 29)', () => {
  it('keeps every file under 250 lines', () => {
    const long = files
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter((f) => f.lines >= 250)
    expect(long).toEqual([])
  })

  it('has one median, in lib/stats.ts', () => {
    const defining = files.filter((file) =>
      /(function|const|let)\s+median\b|\bmedian\s*=\s*\(/.test(read(file)),
    )
    expect(defining).toEqual(['lib/stats.ts'])
  })

  it('reads traces only in lib/ (thread names, task and script events)', () => {
    const reading = files.filter(
      (file) =>
        !file.startsWith('lib/') &&
        !file.endsWith('.test.ts') &&
        /'CrRendererMain'|'ThreadControllerImpl::RunTask'|'ResourceSendRequest'/.test(read(file)),
    )
    // trace-form-ready.ts, a diagnosis, lists a load's requests and tasks one by one.
    expect(reading).toEqual(['trace-form-ready.ts'])
  })
})
