import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { loadReact } from '../core/react-host'
import { FormView } from './FormView'
import { readFormEntry } from './page-data'
import { watchForms } from './watch-forms'

function containerFor(id: string): HTMLElement | null {
  return document.getElementById(`nf-form-${id}-cont`)
}

function showMessage(container: HTMLElement, message: string): void {
  const p = document.createElement('p')
  p.className = 'nf-form-error-message'
  p.setAttribute('role', 'alert')
  p.textContent = message
  container.replaceChildren(p)
}

/** Builds one `nfForms` entry into its container; a bad entry affects only its own form. */
async function buildEntry(entry: unknown): Promise<void> {
  const read = readFormEntry(entry)
  if (!read.ok) {
    const container = read.id === undefined ? null : containerFor(read.id)
    if (container) showMessage(container, read.message)
    console.error(`[bramble] ${read.message}`)
    return
  }
  const container = containerFor(read.form.id)
  if (!container) {
    console.warn(
      `[bramble] Form ${read.form.id} has data but no #nf-form-${read.form.id}-cont container.`,
    )
    return
  }
  await loadReact()
  createRoot(container).render(createElement(FormView, { form: read.form }))
}

/** Starts the form front end for the page and returns its uninstall function. */
export function boot(win: Window): () => void {
  return watchForms(win, (entry) => {
    buildEntry(entry).catch((error: unknown) =>
      console.error('[bramble] Failed to build a form:', error),
    )
  })
}
