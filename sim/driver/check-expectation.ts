import type { Page } from 'puppeteer'
import type { ExpectationResult } from '../report/schema'
import type { Expectation } from '../scenario/schema'

/** The page state expectations are judged on. */
export interface ObservedState {
  readonly cookies: Readonly<Record<string, string>>
}

const show = (v: string | undefined) => (v === undefined ? 'absent' : JSON.stringify(v))

/** Judges one expectation against the page and the captured state. */
export async function checkExpectation(
  page: Page,
  state: ObservedState,
  e: Expectation,
): Promise<ExpectationResult> {
  switch (e.kind) {
    case 'cookie': {
      const value = state.cookies[e.name]
      const re = e.matches === undefined ? undefined : new RegExp(e.matches)
      const passed = e.present
        ? value !== undefined && (re === undefined || re.test(value))
        : value === undefined
      const expected = e.present ? (re ? `present, matching /${e.matches}/` : 'present') : 'absent'
      return { description: `cookie ${e.name}`, passed, expected, actual: show(value) }
    }
    case 'dom': {
      const text = await page.$eval(e.target, (el) => el.textContent ?? '').catch(() => undefined)
      const found = text !== undefined
      const passed = e.present ? found && (e.text === undefined || text.includes(e.text)) : !found
      const expected = e.present
        ? e.text
          ? `present, containing ${JSON.stringify(e.text)}`
          : 'present'
        : 'absent'
      return {
        description: `element ${e.target}`,
        passed,
        expected,
        actual: found ? `present, text ${show(text)}` : 'absent',
      }
    }
  }
}
