/** Writes the project's own `.nff` exports (sim/pages/nff/exports) from the inline fixtures. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../../repo-root'
import { everyKindForm } from './every-kind'
import { toNff } from './export-nff'

writeFileSync(path.join(REPO_ROOT, 'sim/pages/nff/exports/every-kind.nff'), toNff(everyKindForm))
