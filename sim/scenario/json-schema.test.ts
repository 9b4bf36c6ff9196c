import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { JSON_SCHEMA_PATH, scenarioJsonSchema } from './json-schema'

describe('scenarios/scenario.schema.json', () => {
  it('is current: run `npm run schema` after changing the scenario format', async () => {
    expect(readFileSync(JSON_SCHEMA_PATH, 'utf8')).toBe(await scenarioJsonSchema())
  })

  it('describes the steps and expectations editors complete', async () => {
    const text = await scenarioJsonSchema()
    const schema = JSON.parse(text) as { properties: Record<string, unknown> }
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['name', 'seed', 'page', 'actor', 'steps', 'server', 'expect']),
    )
    expect(text).toContain('insertFromPaste')
  })
})
