import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { z } from 'zod'
import { scenarioSchema } from './schema'
import { REPO_ROOT } from '../repo-root'

/** Where the editor schema is committed. */
export const JSON_SCHEMA_PATH = path.join(REPO_ROOT, 'scenarios/scenario.schema.json')

/** The scenario format as JSON Schema (what a file may contain, before defaults), formatted. */
export async function scenarioJsonSchema(): Promise<string> {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' })
  // Formatted as the repository's Prettier does, so the committed file passes the lint.
  const options = (await resolveConfig(JSON_SCHEMA_PATH)) ?? {}
  return format(JSON.stringify({ ...schema, title: 'Bramble scenario' }), {
    ...options,
    filepath: JSON_SCHEMA_PATH,
  })
}

/** Writes scenarios/scenario.schema.json (`npm run schema`). */
export async function writeScenarioJsonSchema(file = JSON_SCHEMA_PATH): Promise<void> {
  await writeFile(file, await scenarioJsonSchema())
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeScenarioJsonSchema()
}
