import { BASE_SETTINGS, type InlineForm } from './builder'

/**
 * An inline fixture as the form builder's `.nff` export (settings, fields, actions), so the
 * real-WordPress layer imports the same form through the builder's own importer.
 */
export function toNff(def: InlineForm): string {
  const nff = {
    settings: { ...BASE_SETTINGS, ...def.settings },
    fields: def.fields,
    actions: def.actions ?? [],
  }
  return `${JSON.stringify(nff, null, 2)}\n`
}
