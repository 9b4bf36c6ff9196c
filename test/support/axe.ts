import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'puppeteer'

/** One axe-core violation: its rule, impact (`''` when axe names none) and the nodes it names. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string
  readonly nodes: string[]
}

/** What axe checks: the whole document, or only `include`; less `exclude` (CSS selectors). */
export interface AxeScope {
  readonly include?: readonly string[]
  readonly exclude?: readonly string[]
}

let axeSource: Promise<string> | undefined

/** Runs the installed axe-core in the page over `scope`; returns every violation it finds. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  await page.evaluate(await axeSource)
  return page.evaluate(
    async (include, exclude) => {
      interface AxeResult {
        violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[]
      }
      const axe = (window as unknown as { axe: { run(c: unknown): Promise<AxeResult> } }).axe
      // axe's context names only the lists that have selectors; none at all is the document.
      const context: Record<string, string[][]> = {}
      if (include.length > 0) context.include = include.map((s) => [s])
      if (exclude.length > 0) context.exclude = exclude.map((s) => [s])
      const result = await axe.run(Object.keys(context).length > 0 ? context : document)
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.map((n) => n.target.join(' ')),
      }))
    },
    [...(scope.include ?? [])],
    [...(scope.exclude ?? [])],
  )
}

/** The serious and critical violations over `scope` (see {@link axeViolations}). */
export async function severeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  return (await axeViolations(page, scope)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
}
