import { detectBlock } from '../../block-modal/detect'
import { addedField } from './added-field'
import type { IntegrationEnv, PreCheck } from './env'

/** The pre-check a fetch needs, if any (its setting on if it has one, its marker and URL present). */
export function findPreCheck(
  checks: readonly PreCheck[],
  url: string,
  env: IntegrationEnv,
): PreCheck | undefined {
  const doc = env.win.document
  return checks.find(
    (c) =>
      url.includes(c.urlPart) &&
      (c.setting === undefined || env.settings[c.setting]) &&
      (typeof c.marker === 'string' ? doc.querySelector(c.marker) : c.marker(doc)) !== null,
  )
}

/**
 * Asks the server about a submission before it leaves (`action` with `fields` and the
 * added field, over admin-ajax). Resolves true when it may go on; a block reply is shown
 * by block detection and resolves false. A failed check lets the submission through: the
 * visitor is never stuck because the check could not run (the server still checks what
 * arrives).
 */
export async function serverAllows(
  action: string,
  fields: Record<string, string>,
  env: Pick<IntegrationEnv, 'fields' | 'transport'>,
): Promise<boolean> {
  const field = addedField(env.fields, 'U')
  const result = await env.transport.call({
    action,
    route: action,
    transport: 'admin_ajax',
    fields: { ...fields, [field.key]: field.value },
  })
  // The reply to the runtime's own call: the transport's reply listeners show the message.
  return !result.ok || !detectBlock(result.data, { trusted: true })
}

/** Runs a fetch pre-check (see {@link serverAllows}), with its extra clean-up on a block. */
export async function runPreCheck(
  check: PreCheck,
  body: unknown,
  env: IntegrationEnv,
): Promise<boolean> {
  const allowed = await serverAllows(check.action, check.fields(body, env), env)
  if (!allowed) check.onBlock?.(env)
  return allowed
}
