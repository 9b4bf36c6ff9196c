import { afterEach, describe, expect, it } from 'vitest'
import { removeLoadingLeftovers } from './loading-leftovers'

const DIST = 'https://site.test/wp-content/plugins/bramble/dist/'

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>).brambleChunkBase
})

/** A post's content as the form builder and our plugin print it before the form is drawn. */
function content(): HTMLElement {
  ;(window as unknown as Record<string, unknown>).brambleChunkBase = DIST
  document.body.innerHTML =
    '<div class="entry-content">' +
    '<link rel="preload" as="script" href="https://cdn.test/theme.js">' +
    '<noscript class="ninja-forms-noscript-message">Notice: JavaScript is required.</noscript>' +
    `<link rel="preload" as="script" href="${DIST}react-vendor.js?ver=1">` +
    `<link rel="preload" as="script" href="${DIST}html-field.js">` +
    '<div id="nf-form-3-cont" class="nf-form-cont"></div>' +
    '<script>var formDisplay=1;</script>' +
    '</div>'
  return document.getElementById('nf-form-3-cont')!
}

describe('removeLoadingLeftovers', () => {
  it('removes the no-script notice and our preloads before the container, as the original leaves the content', () => {
    const container = content()
    removeLoadingLeftovers(document, container)
    const left = [...container.parentElement!.children].map((el) => el.outerHTML)
    // Another's preload stays; the container is now the first child after it.
    expect(left).toEqual([
      '<link rel="preload" as="script" href="https://cdn.test/theme.js">',
      '<div id="nf-form-3-cont" class="nf-form-cont"></div>',
      '<script>var formDisplay=1;</script>',
    ])
    expect(document.querySelector('.ninja-forms-noscript-message')).toBeNull()
  })

  it('leaves preloads of our folder that are not right before this container', () => {
    const container = content()
    const other = document.createElement('div')
    container.before(other)
    removeLoadingLeftovers(document, container)
    expect(document.querySelectorAll(`link[href^="${DIST}"]`)).toHaveLength(2)
  })
})
