import path from 'node:path'
import { describe, it } from 'vitest'
import { nffPage } from '../../sim/pages'
import { useBrowser } from '../support/browser'
import { expectRendersAndSubmits } from '../support/form-exports'
import { templateFiles } from './templates-dir'

const browser = useBrowser()

describe('a folder of form exports in real Chromium', () => {
  it.each(templateFiles().map((f) => [path.basename(f), f]))(
    '%s renders without console errors, submits every field and shows the success message',
    async (_, file) => {
      const page = nffPage(file)
      await expectRendersAndSubmits(browser(), page.id, { pages: [page] })
    },
  )
})
