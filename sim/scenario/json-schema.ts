import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { z } from 'zod'
import { scenarioSchema } from './schema'
import { REPO_ROOT } from '../repo-root'

/** Where the editor schemas are committed and published (package.json "files"). */
export const SCHEMA_DIR = path.join(REPO_ROOT, 'scenarios')

/** Where the editor schema is committed. */
export const JSON_SCHEMA_PATH = path.join(SCHEMA_DIR, 'scenario.schema.json')

/**
 * A zod schema as JSON Schema (what a file may contain, before defaults), formatted as the
 * repository's Prettier does, so the committed file passes the lint.
 */
export async function jsonSchemaText(schema: z.ZodType, title: string, file: string) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  const options = (await resolveConfig(file)) ?? {}
  return format(JSON.stringify({ ...json, title }), { ...options, filepath: file })
}

/** The scenario format as JSON Schema. */
export function scenarioJsonSchema(): Promise<string> {
  return jsonSchemaText(scenarioSchema, 'Bramble scenario', JSON_SCHEMA_PATH)
}

/** Writes scenarios/scenario.schema.json. */
export async function writeScenarioJsonSchema(file = JSON_SCHEMA_PATH): Promise<void> {
  await writeFile(file, await scenarioJsonSchema())
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeScenarioJsonSchema()
}
