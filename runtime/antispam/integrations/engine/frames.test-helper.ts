/** A frame as a same-origin one is seen from the page: its document readable, holding `html`. */
export function frameWith(html: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  const doc = document.implementation.createHTMLDocument('frame')
  doc.body.innerHTML = html
  Object.defineProperty(frame, 'contentDocument', { get: () => doc })
  document.body.append(frame)
  return frame
}

/** A frame whose document may not be read: `null`, or a SecurityError as some browsers throw. */
export function unreadableFrame(how: 'null' | 'throws'): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  Object.defineProperty(frame, 'contentDocument', {
    get() {
      if (how === 'null') return null
      throw new DOMException(
        'Blocked a frame from accessing a cross-origin frame.',
        'SecurityError',
      )
    },
  })
  document.body.append(frame)
  return frame
}
