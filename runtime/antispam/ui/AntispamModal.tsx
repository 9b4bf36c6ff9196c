import { useEffect, useState } from 'react'
import { loadChunk } from '../../core/chunk-loader'
import type { SanitizerChunk } from '../../forms/html/sanitizer-types'
import { LinkifiedText } from '../../ui/LinkifiedText'
import { ModalShell, type ModalIds } from '../../ui/ModalShell'
import type { ModalRequest } from '../chunks/ui-types'

const IDS: ModalIds = {
  overlay: 'cleantalk-modal-overlay',
  inner: 'cleantalk-modal-inner',
  close: 'cleantalk-modal-close',
  content: 'cleantalk-modal-content',
}

/** Confirm texts keep only their last 60 characters (spec §9). */
export const CONFIRM_TEXT_LIMIT = 60

/** Props of {@link AntispamModal}. */
export interface AntispamModalProps {
  readonly request: ModalRequest
  readonly onClose: () => void
  /** Called once the content is in place (`cleantalkModalContentLoaded`). */
  readonly onContentLoaded: () => void
}

// Server HTML is sanitized (DOMPurify, in the shared `sanitizer` chunk) before it is shown.
async function sanitized(html: Promise<string>): Promise<string> {
  const [raw, sanitizer] = await Promise.all([html, loadChunk<SanitizerChunk>('sanitizer')])
  return sanitizer.sanitize(raw)
}

function Loading() {
  return (
    <div className="cleantalk-modal-loading" role="status" aria-live="polite">
      Loading…
    </div>
  )
}

function HtmlBody({
  html,
  onLoaded,
}: {
  readonly html: Promise<string>
  readonly onLoaded: () => void
}) {
  const [state, setState] = useState<{ html?: string; failed?: boolean }>({})
  useEffect(() => {
    let live = true
    sanitized(html).then(
      (h) => live && setState({ html: h }),
      () => live && setState({ failed: true }),
    )
    return () => {
      live = false
    }
  }, [html])
  useEffect(() => {
    if (state.html !== undefined) onLoaded()
  }, [state.html, onLoaded])
  if (state.failed) return <p>The content could not be loaded. Please try again later.</p>
  if (state.html === undefined) return <Loading />
  return <div dangerouslySetInnerHTML={{ __html: state.html }} />
}

function Confirm({
  request,
  onClose,
}: {
  readonly request: Extract<ModalRequest, { kind: 'confirm' }>
  readonly onClose: () => void
}) {
  const text =
    request.text.length > CONFIRM_TEXT_LIMIT
      ? request.text.slice(-CONFIRM_TEXT_LIMIT)
      : request.text
  return (
    <>
      <h3 className="cleantalk-confirm-modal_header">{request.header}</h3>
      <p className="cleantalk-confirm-modal_text">{text}</p>
      <div className="cleantalk-confirm-modal_buttons-block">
        <button
          type="button"
          className="cleantalk_link cleantalk_link-auto"
          onClick={() => {
            request.onYes()
            onClose()
          }}
        >
          {request.yes}
        </button>
        <button
          type="button"
          className="cleantalk_link cleantalk_link-auto"
          onClick={() => {
            request.onNo?.()
            onClose()
          }}
        >
          {request.no}
        </button>
      </div>
    </>
  )
}

function Body({ request, onClose, onContentLoaded }: AntispamModalProps) {
  useEffect(() => {
    if (request.kind !== 'html') onContentLoaded()
  }, [request, onContentLoaded])
  switch (request.kind) {
    case 'message':
      return (
        <p className="cleantalk-modal-message">
          <LinkifiedText text={request.text} />
        </p>
      )
    case 'html':
      return <HtmlBody html={request.html} onLoaded={onContentLoaded} />
    case 'confirm':
      return <Confirm request={request} onClose={onClose} />
  }
}

/** The plugin's modal (contract e): block messages, server content and the confirm dialog. */
export function AntispamModal(props: AntispamModalProps) {
  return (
    <ModalShell ids={IDS} label="CleanTalk" onClose={props.onClose}>
      <Body {...props} />
    </ModalShell>
  )
}
