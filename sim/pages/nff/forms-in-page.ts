import vm from 'node:vm'
import type { ConvertedForm } from './convert'
import type { PageField } from './normalise'

/**
 * The forms a rendered page prints, read by running its inline `nfForms` scripts as a
 * browser would (the Array-with-expandos objects become plain forms; no actions).
 */
export function formsInPage(html: string): ConvertedForm[] {
  const sandbox: Record<string, unknown> = {}
  vm.createContext(sandbox)
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const code = m[1] as string
    if (code.includes('nfForms.push(')) vm.runInContext(code, sandbox)
  }
  const list = (sandbox.nfForms ?? []) as {
    id: string
    settings: Record<string, unknown>
    fields: PageField[]
  }[]
  return list.map((f) => ({
    id: String(f.id),
    settings: f.settings,
    fields: f.fields,
    actions: [],
  }))
}
