import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { jsonSchemaText, SCHEMA_DIR } from '../../sim/scenario/json-schema'
import { scenarioSchema } from '../../sim/scenario/schema'
import { siteMapSchema } from '../../sim/site/site-map'
import { gateConfigSchema } from '../gate/schema'

/**
 * Every file format a user writes by hand, as a JSON Schema published with the package in
 * scenarios/ (`npm run schema` writes them; files `bramble init` writes reference them).
 */
export const SCHEMAS = {
  scenario: { file: 'scenario.schema.json', title: 'Bramble scenario', schema: scenarioSchema },
  gate: { file: 'gate.schema.json', title: 'Bramble gate config', schema: gateConfigSchema },
  siteMap: { file: 'site-map.schema.json', title: 'Bramble site map', schema: siteMapSchema },
} as const satisfies Record<string, { file: string; title: string; schema: z.ZodType }>

/** The schema's committed path. */
export const schemaPath = (name: keyof typeof SCHEMAS) => path.join(SCHEMA_DIR, SCHEMAS[name].file)

/** One schema's text, as committed. */
export function schemaText(name: keyof typeof SCHEMAS): Promise<string> {
  const { schema, title } = SCHEMAS[name]
  return jsonSchemaText(schema, title, schemaPath(name))
}

/** Writes every schema (`npm run schema`). */
export async function writeSchemas(): Promise<void> {
  for (const name of Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[])
    await writeFile(schemaPath(name), await schemaText(name))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeSchemas()
}
