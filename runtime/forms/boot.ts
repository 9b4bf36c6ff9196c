import { loadReact } from '../core/react-host'
import { createRadio, type Radio } from './addon-api/radio'
import { mountForm, preloadFormChunks } from './mount-form'
import { readFormEntry } from './page-data'
import { registerPageChannels } from './addon-api/channels'
import { formCollection } from './addon-api/form-collection'
import { createFormRegistry } from './addon-api/form-registry'
import { registerLocaleReplies } from './addon-api/locale-replies'
import { onJqueryArrival } from './addon-api/jquery-arrival'
import { jQueryValPatch } from './addon-api/jquery-bridge'
import { watchForms } from './watch-forms'
import { bramble } from '../core/message'

function containerFor(doc: Document, id: string): HTMLElement | null {
  return doc.getElementById(`nf-form-${id}-cont`)
}

function showMessage(container: HTMLElement, message: string): void {
  const p = document.createElement('p')
  p.className = 'nf-form-error-message'
  p.setAttribute('role', 'alert')
  p.textContent = message
  container.replaceChildren(p)
}

/** Contract b step 1: `nfInlineVars.nfForms`, when defined, replaces `window.nfForms`. */
function adoptInlineVars(win: Window): void {
  const host = win as unknown as { nfInlineVars?: unknown; nfForms?: unknown }
  const inline = host.nfInlineVars
  if (typeof inline !== 'object' || inline === null) return
  const forms = (inline as { nfForms?: unknown }).nfForms
  if (forms !== undefined) host.nfForms = forms
}

/**
 * Publishes the bus as `window.nfRadio`, and as `Backbone.Radio` when the page has no Radio
 * of its own (no Backbone at all, or WordPress's Backbone without Radio).
 */
function publishRadio(win: Window, radio: Radio): () => void {
  const host = win as unknown as { nfRadio?: unknown; Backbone?: { Radio?: unknown } }
  const previous = host.nfRadio
  host.nfRadio = radio
  const ownBackbone = host.Backbone === undefined
  if (ownBackbone) host.Backbone = {}
  const backbone = host.Backbone!
  const ownRadio = backbone.Radio === undefined
  if (ownRadio) backbone.Radio = radio
  return () => {
    host.nfRadio = previous
    if (ownBackbone) delete host.Backbone
    else if (ownRadio) delete backbone.Radio
  }
}

interface Built {
  readonly container: HTMLElement
  /** Replaced by a later build (or uninstalled): a build still running unmounts at its end. */
  stale: boolean
  unmount?: () => void
}

/** Starts the form front end for the page and returns its uninstall function. */
export function boot(win: Window): () => void {
  const doc = win.document
  const radio = createRadio()
  const forms = createFormRegistry()
  const unpublish = publishRadio(win, radio)
  registerPageChannels(radio, forms)
  registerLocaleReplies(radio, win)
  adoptInlineVars(win)
  // Contract b step 2, now; the moment a jQuery is assigned to a page that had none; and
  // again whenever another copy may have replaced it: when the page is parsed, when it has
  // loaded, and as each form is built (before `nfFormReady`).
  const valPatch = jQueryValPatch(win)
  valPatch.apply()
  const patchVal = () => valPatch.apply()
  const stopAwaitingJquery = onJqueryArrival(win, patchVal)
  win.addEventListener('load', patchVal, { once: true })
  // The form built (or being built) for each id, and where. A pjax- or Turbo-style
  // navigation swaps in a new container and runs the form's inline data again: that form is
  // built anew there (the one in the detached container is unmounted); the same data seen
  // again for the container already built is skipped.
  const built = new Map<string, Built>()
  const unmount = (b: Built) => {
    b.stale = true
    b.unmount?.()
    b.unmount = undefined
  }

  const buildEntry = async (entry: unknown, dataAfterBundle: boolean): Promise<void> => {
    const read = readFormEntry(entry)
    if (!read.ok) {
      const container = read.id === undefined ? null : containerFor(doc, read.id)
      if (container) showMessage(container, read.message)
      console.error(bramble(`${read.message}`))
      return
    }
    const { form } = read
    const container = containerFor(doc, form.id)
    if (!container) {
      console.warn(bramble(`Form ${form.id} has data but no #nf-form-${form.id}-cont container.`))
      return
    }
    const prior = built.get(form.id)
    if (prior && prior.container === container && !prior.stale) return
    if (prior) unmount(prior)
    const record: Built = { container, stale: false }
    built.set(form.id, record)
    try {
      preloadFormChunks(form)
      await loadReact()
      patchVal()
      const stop = await mountForm(form, container, { win, radio, forms, dataAfterBundle })
      if (record.stale) stop()
      else record.unmount = stop
    } catch (error) {
      showMessage(container, 'This form could not be displayed. Please reload the page.')
      throw error
    }
  }

  // The builds of the forms whose data is there when the page is parsed: `forms: loaded`
  // fires once, when all of them are built (or failed), with the live form collection, as
  // the original fires it once for the forms it found. A form whose data arrives later gets
  // its own `form-<id>: loaded` and joins the collection, but no second `forms: loaded`.
  let initial: Promise<void>[] | undefined = []
  let stopped = false
  // The entries delivered while watching starts were printed before this bundle.
  let starting = true
  const stopWatching = watchForms(win, (entry) => {
    const built = buildEntry(entry, !starting).catch((error: unknown) =>
      console.error(bramble('Failed to build a form:'), error),
    )
    initial?.push(built)
  })
  starting = false

  const onParsed = () => {
    patchVal()
    const builds = initial ?? []
    initial = undefined
    const data = (win as unknown as { nfForms?: unknown }).nfForms
    if (data !== undefined) {
      void Promise.all(builds).then(() => {
        if (!stopped) radio.channel('forms').trigger('loaded', formCollection(forms))
      })
      return
    }
    // Contract b step 3: with no form data at all, empty every container.
    for (const el of doc.querySelectorAll('.nf-form-cont')) el.replaceChildren()
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', onParsed)
  else onParsed()

  return () => {
    stopped = true
    doc.removeEventListener('DOMContentLoaded', onParsed)
    stopWatching()
    win.removeEventListener('load', patchVal)
    stopAwaitingJquery()
    valPatch.restore()
    built.forEach(unmount)
    radio.reset()
    unpublish()
  }
}
