import type { AntispamContext } from '../context/feature'
import { loadAntispamUi } from '../chunks/load-ui'

/** The admin-ajax action whose HTML fills a modal opened without content (contract c.7). */
export const DEFAULT_MODAL_ACTION = 'get_options_template'

/**
 * Opens the modal without content: it shows its loading state while the HTML of
 * admin-ajax `action` loads, then the sanitized HTML. Resolves with a close function.
 */
export async function openModalByAction(
  ctx: AntispamContext,
  action: string = DEFAULT_MODAL_ACTION,
): Promise<() => void> {
  const html = ctx.transport
    .call({ action, route: action, transport: 'admin_ajax', expect: 'text' })
    .then((r) => {
      if (!r.ok) throw new Error(r.error)
      return typeof r.data === 'string' ? r.data : ''
    })
  const ui = await loadAntispamUi()
  return ui.openModal({ kind: 'html', html })
}

/** What the confirm dialog asks. */
export interface ConfirmOptions {
  readonly header: string
  /** Shown trimmed to its last 60 characters. */
  readonly text: string
  readonly yes?: string
  readonly no?: string
}

/** Opens the confirm dialog; resolves true on Yes, false on No or close. */
export async function confirmInModal(options: ConfirmOptions): Promise<boolean> {
  const ui = await loadAntispamUi()
  return new Promise<boolean>((resolve) => {
    let answered = false
    const answer = (v: boolean) => {
      if (answered) return
      answered = true
      resolve(v)
    }
    const onClosed = () => answer(false)
    document.addEventListener('cleantalkModalClosed', onClosed, { once: true })
    ui.openModal({
      kind: 'confirm',
      header: options.header,
      text: options.text,
      yes: options.yes ?? 'Yes',
      no: options.no ?? 'No',
      onYes: () => answer(true),
      onNo: () => answer(false),
    })
  })
}
