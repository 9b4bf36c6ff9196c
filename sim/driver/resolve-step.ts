import type { Page } from 'puppeteer'
import type { PlannedStep, Target } from '../actors/events'
import type { Rng } from '../actors/rng'
import type { Step } from '../scenario/schema'
import { callInPage } from './in-page-source'

type Box = Target['box']

/** Targets named by accessible name (`aria/Comment`) rather than by CSS. */
const BY_NAME = 'aria/'

/**
 * Finds a step's target in the page, scrolled into view; throws a clear error if absent. A
 * target `aria/<name>` is the form control with that accessible name (its label), resolved to
 * a CSS selector the rest of the visit uses.
 */
export async function resolveTarget(
  page: Page | undefined,
  target: string,
  scroll = true,
): Promise<Target> {
  if (!page) return { selector: target, box: { x: 0, y: 0, width: 0, height: 0 } }
  let selector = target
  if (target.startsWith(BY_NAME)) {
    const found = await callInPage<{ selector?: string; error?: string }>(
      page,
      'accessible-name',
      'selectorByName',
      target.slice(BY_NAME.length),
    )
    if (!found.selector) throw new Error(`no single control for ${target}: ${found.error}`)
    selector = found.selector
  }
  const box = await callInPage<Box | null>(page, 'actions', 'box', selector, scroll)
  if (!box) throw new Error(`no element matches ${selector} on ${page.url()}`)
  return { selector, box }
}

/** What the page says about a select step's options (sim/driver/in-page/actions.ts). */
interface Choice {
  readonly values?: string[]
  readonly firstBox?: Box | null
  readonly error?: string
}

/**
 * Finds the options a select step chooses, by label or value: their values, and for a
 * multi-select the box of the first one (where the click lands). Throws a clear error when
 * the element is not a select or an option is missing.
 */
async function resolveSelect(
  page: Page | undefined,
  step: Extract<Step, { action: 'select' }>,
  scroll: boolean,
): Promise<PlannedStep> {
  const wanted = typeof step.choose === 'string' ? [step.choose] : step.choose
  const target = await resolveTarget(page, step.target, scroll)
  if (!page) return { action: 'select', target, values: wanted }
  const choice = await callInPage<Choice>(page, 'actions', 'choices', step.target, wanted)
  if (choice.error || !choice.values) throw new Error(`select ${step.target}: ${choice.error}`)
  return {
    action: 'select',
    target: choice.firstBox ? { selector: step.target, box: choice.firstBox } : target,
    values: choice.values,
  }
}

/** The URL a navigate step loads. */
export function navigateUrl(step: Extract<Step, { action: 'navigate' }>): string {
  return step.path ?? `/${step.fixture ?? ''}/`
}

/**
 * Turns a scenario step into one an actor can plan: targets resolved to boxes, faker
 * templates filled from the seeded generator. Returns undefined for driver-only steps.
 * With `scroll` false (an actor replaying a recording) targets are only checked, never
 * scrolled into view.
 */
export async function resolveStep(
  page: Page | undefined,
  step: Step,
  data: Rng,
  scroll = true,
): Promise<PlannedStep | undefined> {
  switch (step.action) {
    case 'move':
    case 'click':
    case 'submit':
    case 'touch':
      return { action: step.action, target: await resolveTarget(page, step.target, scroll) }
    case 'type':
    case 'paste':
      return {
        action: step.action,
        target: await resolveTarget(page, step.target, scroll),
        text: data.fake(step.text),
      }
    case 'select':
      return resolveSelect(page, step, scroll)
    case 'autofill': {
      const fields = []
      for (const [selector, value] of Object.entries(step.fields))
        fields.push({
          target: await resolveTarget(page, selector, scroll),
          value: data.fake(value),
        })
      return { action: 'autofill', fields }
    }
    case 'scroll':
      return { action: 'scroll', dy: step.dy }
    case 'wait':
      return { action: 'wait', ms: step.ms }
    case 'navigate':
      return { action: 'navigate', url: navigateUrl(step) }
    case 'post':
      return {
        action: 'post',
        path: step.path,
        fields: Object.fromEntries(Object.entries(step.fields).map(([k, v]) => [k, data.fake(v)])),
      }
    case 'waitFor':
    case 'snapshot':
      return undefined
  }
}
