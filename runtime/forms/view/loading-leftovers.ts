import { chunkFolder } from '../../core/chunk-loader'

/**
 * Once a form is drawn, what the page printed for the time before it goes, as with the
 * original: the form builder's no-script notices (the original removes every
 * `.ninja-forms-noscript-message` on `nfFormReady`), and the preloads of our chunk folder
 * printed right before this form's container (our WordPress plugin's; the form was drawn with
 * what they fetched). Both sit before the container in the post's content, where a theme that
 * spaces siblings (Twenty Twenty-Five: 1.2rem above every child but the first) would draw the
 * form one gap lower than the original does.
 */
export function removeLoadingLeftovers(doc: Document, container: Element): void {
  for (const notice of [...doc.getElementsByClassName('ninja-forms-noscript-message')])
    notice.remove()
  const folder = chunkFolder()
  const ours = (el: Element | null): el is HTMLLinkElement =>
    el?.localName === 'link' &&
    (el as HTMLLinkElement).rel === 'preload' &&
    (el as HTMLLinkElement).href.startsWith(folder)
  for (let prev = container.previousElementSibling; ours(prev);) {
    const before = prev.previousElementSibling
    prev.remove()
    prev = before
  }
}
