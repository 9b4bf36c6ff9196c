import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SCHEMAS, schemaPath, schemaText } from './schemas'

describe('published JSON Schemas (scenarios/*.schema.json)', () => {
  it.each(Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[])(
    '%s is current: run `npm run schema` after changing its format',
    async (name) => {
      expect(readFileSync(schemaPath(name), 'utf8')).toBe(await schemaText(name))
    },
  )

  it('are exported by the package, so an installed copy can point editors at them', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      exports: Record<string, string>
    }
    for (const { file } of Object.values(SCHEMAS))
      expect(pkg.exports[`./${file}`]).toBe(`./scenarios/${file}`)
  })
})
