import { parseDocument } from 'yaml'
import { z } from 'zod'
import { UsageError } from '../errors'
import { siteKnobsSchema } from './knobs'
import { bramble } from '../message'

/** A path on the site: starts with `/`, may carry a query (`/?p=1`). */
const sitePathSchema = z
  .string()
  .regex(/^\/[^\s#]*$/, 'a path on the site starting with "/" (e.g. /contact/ or /?p=1)')

/**
 * How a real site maps onto the scenario library (`bramble run --site URL --site-map FILE`):
 * which of its paths shows each page fixture, and the settings it runs with, in the terms of
 * a scenario's `page.site` knobs. A scenario whose page has no path, or that needs other
 * settings, is skipped with that reason.
 */
export const siteMapSchema = z
  .object({
    site: siteKnobsSchema
      .prefault({})
      .describe('what the site runs (cookie mode, AJAX type…); omitted knobs are the defaults'),
    pages: z
      .record(z.string().min(1), sitePathSchema)
      .describe('fixture id → path on the site, relative to the --site URL'),
  })
  .strict()

/** A parsed site map, defaults filled in. */
export type SiteMap = z.infer<typeof siteMapSchema>

/** Without --site-map: the mock's own layout (`/<fixture id>/`), as `bramble serve` shows it. */
export function identitySiteMap(ids: Iterable<string>): SiteMap {
  return siteMapSchema.parse({ pages: Object.fromEntries([...ids].map((id) => [id, `/${id}/`])) })
}

const where = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(top level)'

/**
 * Parses and validates a site map's YAML. `knownIds` are the page fixtures that exist: a key
 * that names none is a typo, reported with the ids to choose from.
 */
export function parseSiteMap(file: string, text: string, knownIds: ReadonlySet<string>): SiteMap {
  const doc = parseDocument(text, { prettyErrors: true })
  if (doc.errors.length > 0)
    throw new UsageError(
      bramble(
        `Failed to read the site map ${file}: ${doc.errors[0]!.message.split('\n')[0]}. Fix the YAML syntax there.`,
      ),
    )
  const parsed = siteMapSchema.safeParse(doc.toJS() ?? {})
  if (!parsed.success) {
    const lines = parsed.error.issues
      .slice(0, 5)
      .map((i) => `  - at ${where(i.path)}: ${i.message}`)
    throw new UsageError(
      bramble(
        `Invalid site map ${file}:\n${lines.join('\n')}\nA site map has \`pages:\` (fixture id: /path/) and optionally \`site:\` (the site's settings); see docs/cli.md.`,
      ),
    )
  }
  const unknown = Object.keys(parsed.data.pages).filter((id) => !knownIds.has(id))
  if (unknown.length > 0)
    throw new UsageError(
      bramble(
        `Invalid site map ${file}: no page fixture is called ${unknown.map((id) => `"${id}"`).join(', ')}. Use fixture ids as \`bramble serve\` lists them: ${[...knownIds].sort().join(', ')}.`,
      ),
    )
  return parsed.data
}
