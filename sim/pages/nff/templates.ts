import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { convertNff, type ConvertedForm } from './convert'
import { NffError, parseNff } from './parse-nff'
import { REPO_ROOT } from '../../repo-root'

/** Where the form builder's own templates live: `../shared/fixtures/ninja-forms` from the repo. */
export const TEMPLATES_DIR = path.resolve(REPO_ROOT, '../shared/fixtures/ninja-forms')

/** Form ids of the templates on the mocked site start here, in file-name order. */
export const TEMPLATE_FIRST_ID = 11

/** The template file names (`formtemplate-*.nff`), sorted; a clear error when the folder is missing. */
export function templateFiles(dir = TEMPLATES_DIR): string[] {
  if (!existsSync(dir)) {
    throw new Error(
      `[bramble] Failed to find the form templates: ${dir} does not exist. Check out the shared fixtures next to the repository (../shared/fixtures/ninja-forms).`,
    )
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.nff'))
    .sort()
}

/** The template's short name: `formtemplate-contactform.nff` → `contactform`. */
export function templateName(file: string): string {
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

/** Every template converted, with its id on the mocked site. */
export function loadTemplates(dir = TEMPLATES_DIR): { name: string; form: ConvertedForm }[] {
  return templateFiles(dir).map((file, i) => ({
    name: templateName(file),
    form: loadNffFile(path.join(dir, file), String(TEMPLATE_FIRST_ID + i)),
  }))
}
