import type { Feature } from '../context/feature'
import { formProtection } from '../submit-checks/load'
import { whenReady } from '../events/lifecycle'
import { noCookieFieldValue } from '../storage'
import { startFormScanner } from './form-scan'
import { withLazy } from '../chunks/load-lazy'
import { FORM_EXTRAS, type runFormExtras, type stopFormExtras } from './form-extras'
import { createNoCookieFields, NO_COOKIE_FIELD } from './no-cookie-field'
import { refreshCoalesced } from './no-cookie-refresh'
import { createFormProcessor } from './process-forms'
import { watchSubmits } from './submit-record'
import { VISIBLE_FIELDS_NAME } from './visible-fields-input'

export { collectVisibleFields } from './visible-fields'
export type { VisibleFieldsRecord } from './visible-fields'

/** What form processing takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface FormLazyParts {
  readonly runFormExtras: typeof runFormExtras
  readonly stopFormExtras: typeof stopFormExtras
}

const isOurField = (node: Node) => {
  const name = (node as Element).getAttribute?.('name')
  return name === NO_COOKIE_FIELD || name === VISIBLE_FIELDS_NAME
}

/**
 * Form processing (contract d and f): visible-fields inputs 1000 ms after ready and for
 * forms added later, the no-cookie field in mode none (rewritten only when its data
 * changed), the visible-fields record on submit, and the detector token pushed into
 * booking forms that need it, the JS-check inputs filled (js-keys.ts); with the external / internal form checks on, the same scans
 * hand the forms to them (submit-checks/).
 */
export const formsFeature: Feature = {
  name: 'forms',
  install(ctx) {
    const { win, store } = ctx
    const doc = win.document
    const noCookie =
      ctx.config.cookieMode === 'none'
        ? createNoCookieFields(doc, () => noCookieFieldValue(win, store))
        : undefined
    const processor = createFormProcessor({
      doc,
      visibleFieldsRequired: ctx.config.visibleFieldsRequired,
      noCookie,
    })
    // Booking forms for the token push, unset JS-check inputs: their work loads only on
    // pages that have them, and runs again after each scan while it matters.
    let extras = false
    let live = true
    const runExtras = (run: (p: FormLazyParts) => void) =>
      withLazy<FormLazyParts>('process the forms', (p) => live && run(p))
    const teardowns: (() => void)[] = []
    const protect = formProtection(ctx, teardowns)
    teardowns.push(
      startFormScanner(
        win,
        () => {
          processor.scan()
          if (extras || (extras = doc.querySelector(FORM_EXTRAS) !== null))
            runExtras((p) => p.runFormExtras(ctx))
          protect?.()
        },
        isOurField,
      ),
      () => {
        live = false
        if (extras) withLazy<FormLazyParts>('process the forms', (p) => p.stopFormExtras(win))
      },
      watchSubmits({ doc, mode: ctx.config.cookieMode, set: (v) => store.set(v) }),
    )
    // Mode none: the no-cookie field is on the page's POST forms from ready, as the original's
    // start-up write puts it there; again at each scan (forms added later) and rebuilt when its
    // data changes.
    if (noCookie)
      teardowns.push(
        whenReady(win, () => noCookie.attach(doc.forms)),
        refreshCoalesced(win, store, noCookie),
      )
    return () => teardowns.reverse().forEach((t) => t())
  },
}
