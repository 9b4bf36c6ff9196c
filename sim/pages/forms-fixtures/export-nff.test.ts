import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../repo-root'
import { parseNff } from '../nff/parse-nff'
import { everyKindForm } from './every-kind'
import { toNff } from './export-nff'

// Regenerate after changing the fixture: npx tsx sim/pages/forms-fixtures/write-exports.ts
const FILE = path.join(REPO_ROOT, 'sim/pages/nff/exports/every-kind.nff')

describe('the every-kind export for the real-WordPress layer', () => {
  it('is the every-kind fixture form, field for field', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(toNff(everyKindForm))
    expect(parseNff(readFileSync(FILE, 'utf8')).fields).toHaveLength(everyKindForm.fields.length)
  })
})
