import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { convertNff, type ConvertedForm } from './convert'
import { NffError, parseNff } from './parse-nff'
import { REPO_ROOT } from '../../repo-root'
import { bramble } from '../../message'

/**
 * The project's own form exports (`.nff`, written for this repository): together they hold
 * every field kind and setting the form front end supports. The mocked site serves each one
 * as `forms-<name>`; unit, browser and scenario tests use them. The form builder's own
 * templates (`../shared/fixtures/ninja-forms`, beside a checkout) are a conformance corpus
 * that `npm run test:templates -- --dir DIR` runs, never needed by `npm test`.
 */
export const OWN_EXPORTS_DIR = path.join(REPO_ROOT, 'sim/pages/nff/exports')

/** Form ids of the own exports on the mocked site start here, in file-name order. */
export const EXPORT_FIRST_ID = 11

/** The `.nff` file names of a folder, sorted; a clear error when the folder is missing. */
export function exportFiles(dir = OWN_EXPORTS_DIR): string[] {
  if (!existsSync(dir)) {
    throw new Error(
      bramble(
        `Failed to read form exports: the folder ${dir} does not exist. Give a folder of .nff exports.`,
      ),
    )
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.nff'))
    .sort()
}

/** The page name of an export: `contact.nff` → `contact`, `formtemplate-enquiry.nff` → `enquiry`. */
export function exportName(file: string): string {
  return path.basename(file, '.nff').replace(/^formtemplate-/, '')
}

const cache = new Map<string, ConvertedForm>()

/** Reads and converts one `.nff` file (cached per path and id). */
export function loadNffFile(file: string, id: string): ConvertedForm {
  const cacheKey = `${file}#${id}`
  const hit = cache.get(cacheKey)
  if (hit) return hit
  if (!existsSync(file)) throw new NffError(file, 'the file does not exist')
  const form = convertNff(parseNff(readFileSync(file), file), { id })
  cache.set(cacheKey, form)
  return form
}

/** Every export of a folder converted, with its id on the mocked site (from EXPORT_FIRST_ID). */
export function loadExports(
  dir = OWN_EXPORTS_DIR,
): { name: string; file: string; form: ConvertedForm }[] {
  return exportFiles(dir).map((file, i) => ({
    name: exportName(file),
    file: path.join(dir, file),
    form: loadNffFile(path.join(dir, file), String(EXPORT_FIRST_ID + i)),
  }))
}
