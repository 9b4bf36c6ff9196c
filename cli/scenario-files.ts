import { stat } from 'node:fs/promises'
import { glob } from 'tinyglobby'
import { UsageError } from '../sim/errors'
import { loadScenario, type LoadedScenario } from '../sim/scenario/load'
import { bramble } from '../sim/message'

const PATTERN = '**/*.{yaml,yml,json}'
const IGNORE = ['**/node_modules/**', '**/*.schema.json']

/** Expands files, directories and globs into scenario files, in a stable order. */
export async function expandScenarioPaths(
  inputs: readonly string[],
  cwd = process.cwd(),
): Promise<string[]> {
  const wanted = inputs.length > 0 ? inputs : ['scenarios']
  const files = new Set<string>()
  for (const input of wanted) {
    const info = await stat(input).catch(() => undefined)
    const matches = info?.isDirectory()
      ? await glob(`${input.replace(/\/$/, '')}/${PATTERN}`, { cwd, ignore: IGNORE })
      : info?.isFile()
        ? [input]
        : await glob(input, { cwd, ignore: IGNORE })
    if (matches.length === 0) {
      throw new UsageError(
        bramble(
          `No scenario files match "${input}". Give a file, a directory or a glob such as scenarios/**/*.yaml.`,
        ),
      )
    }
    for (const m of matches.sort()) files.add(m)
  }
  return [...files]
}

/** Loads and validates every scenario before anything runs; the first bad file stops it. */
export async function loadScenarios(inputs: readonly string[]): Promise<LoadedScenario[]> {
  const files = await expandScenarioPaths(inputs)
  const loaded: LoadedScenario[] = []
  for (const file of files) loaded.push(await loadScenario(file))
  return loaded
}
