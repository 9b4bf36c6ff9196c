/**
 * Imported first by a bundle entry: turns off zod's compiled object parsers. They probe
 * `new Function`, which on a page with a strict Content-Security-Policy logs a violation
 * (and reports it); the interpreted parsers are fast enough for page globals. Schemas built
 * at module level read this setting when constructed, hence the first import.
 */
import { config } from 'zod/mini'

config({ jitless: true })
