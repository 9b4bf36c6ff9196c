import { commentFormPage } from './comment-form'
import { commentListTrpAdminPage, commentListTrpPage } from './comment-list-trp'
import { encodedEmailsPage } from './encoded-emails'
import { formsBasicPage, formsLateDataPage } from './forms-basic'
import type { PageFixture } from './page-context'

export type { PageContext, PageFixture } from './page-context'

/** Every page fixture of the mocked site, by id. */
export const pageFixtures: ReadonlyMap<string, PageFixture> = new Map(
  [
    commentFormPage,
    formsBasicPage,
    formsLateDataPage,
    encodedEmailsPage,
    commentListTrpPage,
    commentListTrpAdminPage,
  ].map((p) => [p.id, p]),
)
