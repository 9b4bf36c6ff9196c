import { commentFormPage } from './comment-form'
import { formsBasicPage, formsLateDataPage } from './forms-basic'
import type { PageFixture } from './page-context'

export type { PageContext, PageFixture } from './page-context'

/** Every page fixture of the mocked site, by id. */
export const pageFixtures: ReadonlyMap<string, PageFixture> = new Map(
  [commentFormPage, formsBasicPage, formsLateDataPage].map((p) => [p.id, p]),
)
