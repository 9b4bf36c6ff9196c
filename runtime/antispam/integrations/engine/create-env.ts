import type { AntispamContext } from '../../context/feature'
import { blockReporter } from '../../block-modal/reporter'
import { findVisibleFieldsInput } from '../../events/pending-scan'
import type { IntegrationEnv } from './env'
import { fieldSource } from './field-source'

/** The integrations' environment over the runtime context. */
export function createIntegrationEnv(ctx: AntispamContext): IntegrationEnv {
  const { win } = ctx
  return {
    win,
    ctx,
    cookieMode: ctx.config.cookieMode,
    settings: ctx.config,
    fields: fieldSource(ctx),
    // The plugin chunk adds its rules; the form front end's rule is added by the wrapper.
    fetchTables: { rules: [], checks: [] },
    visibleFields: (container) => findVisibleFieldsInput(container)?.value || undefined,
    reply: blockReporter(win),
    transport: ctx.transport,
  }
}
