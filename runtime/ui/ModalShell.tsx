import { useEffect, useRef, type ReactNode } from 'react'
import { trapTab } from './focus-trap'

/** Element ids of a modal's parts (each bundle keeps its plugin's DOM contract). */
export interface ModalIds {
  readonly overlay: string
  readonly inner: string
  readonly close: string
  readonly content: string
}

/** Props of {@link ModalShell}. */
export interface ModalShellProps {
  readonly ids: ModalIds
  readonly label: string
  readonly closeLabel?: string
  readonly onClose: () => void
  readonly children: ReactNode
}

/**
 * An accessible modal: overlay and close button close it, Escape closes it, Tab stays
 * inside while it is open and focus returns to where it was when it closes.
 */
export function ModalShell({
  ids,
  label,
  closeLabel = 'Close',
  onClose,
  children,
}: ModalShellProps) {
  const innerRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const doc = innerRef.current?.ownerDocument ?? document
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    innerRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      const inner = innerRef.current
      if (!inner) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        closeRef.current()
        return
      }
      trapTab(event, inner)
    }
    // Capture phase: the page's own key handlers must not steal Tab or Escape from the modal.
    doc.addEventListener('keydown', onKey, true)
    return () => {
      doc.removeEventListener('keydown', onKey, true)
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  return (
    <div
      id={ids.overlay}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div
        id={ids.inner}
        ref={innerRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <div
          id={ids.close}
          role="button"
          tabIndex={0}
          aria-label={closeLabel}
          onClick={onClose}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault()
              onClose()
            }
          }}
        >
          ×
        </div>
        <div id={ids.content}>{children}</div>
      </div>
    </div>
  )
}
