import { parseDocument } from 'yaml'
import { z } from 'zod'
import { UsageError } from '../errors'
import { bramble } from '../message'

/** The environment variable that may hold the site's credentials instead of a file. */
export const SITE_AUTH_ENV = 'BRAMBLE_SITE_AUTH'

/**
 * How Bramble signs in to a real site to read what became of a submission (the REST route or
 * admin view the site map names under `outcomes`): a WordPress user and password (signed in
 * through `wp-login.php`, as a person would), or a user and an application password (HTTP
 * Basic, WordPress's REST way). Read from a file (`--site-auth FILE`) or from the environment
 * (`BRAMBLE_SITE_AUTH`), never from the command line, where it would land in shell history.
 */
export const siteAuthSchema = z.union([
  z
    .object({
      user: z.string().min(1),
      password: z.string().min(1).describe('signs in through wp-login.php'),
    })
    .strict(),
  z
    .object({
      user: z.string().min(1),
      applicationPassword: z.string().min(1).describe('HTTP Basic on REST routes'),
    })
    .strict(),
])

/** Parsed credentials. */
export type SiteAuth = z.infer<typeof siteAuthSchema>

/**
 * Parses credentials (YAML or JSON) from `where` (a file name or the environment variable).
 * The message names where they came from and what shape is expected, never the values.
 */
export function parseSiteAuth(where: string, text: string): SiteAuth {
  const doc = parseDocument(text)
  const fix = `Write { user, password } (signs in through wp-login.php) or { user, applicationPassword } there`
  if (doc.errors.length > 0)
    throw new UsageError(
      bramble(`Failed to read the site credentials in ${where}: not YAML or JSON. ${fix}.`),
    )
  const value: unknown = doc.toJS()
  const parsed = siteAuthSchema.safeParse(value ?? {})
  if (!parsed.success) {
    const keys = value && typeof value === 'object' ? Object.keys(value).join(', ') : ''
    throw new UsageError(
      bramble(
        `Invalid site credentials in ${where}: expected a user with a password or an application password (keys found: ${keys || 'none'}). ${fix}.`,
      ),
    )
  }
  return parsed.data
}
