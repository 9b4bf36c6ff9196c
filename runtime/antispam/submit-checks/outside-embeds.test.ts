import { describe, expect, it } from 'vitest'
import { embedName, outsideEmbedKind } from './outside-embeds'

function el(html: string): Element {
  const div = document.createElement('div')
  div.innerHTML = html
  return div.firstElementChild!
}

describe('outside embeds', () => {
  it.each([
    ['<iframe src="https://form.typeform.com/to/abc"></iframe>', 'IFRAME'],
    ['<iframe src="https://forms.zohopublic.com/x/form/Contact"></iframe>', 'IFRAME'],
    ['<iframe src="https://link.surepathconnect.com/widget"></iframe>', 'IFRAME'],
    ['<iframe src="https://hello.dubsado.com/public/form/1"></iframe>', 'IFRAME'],
    ['<iframe class="hs-form-iframe" src="about:blank"></iframe>', 'IFRAME'],
    [
      '<iframe src="https://www.facebook.com/plugins/comments.php?href=https://example.com/"></iframe>',
      'IFRAME',
    ],
    ['<iframe id="chatway_widget_app_1"></iframe>', 'IFRAME'],
    ['<div class="Window__Content-sc-1x2y3z a"></div>', 'DIV'],
    ['<div class="WidgetBackground__Content-sc-9q"></div>', 'DIV'],
    ['<iframe src="https://www.facebook.com/plugins/like.php"></iframe>', undefined],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe>', undefined],
    ['<div class="hs-form-iframe"></div>', undefined],
    ['<section class="Window__Content-sc-1"></section>', undefined],
  ])('%s → %s', (html, kind) => {
    expect(outsideEmbedKind(el(html))).toBe(kind)
  })

  it('is remembered by id, else class, else the first 50 characters of src', () => {
    expect(
      embedName(el('<iframe id="tf" class="c" src="https://form.typeform.com/"></iframe>')),
    ).toBe('tf')
    expect(embedName(el('<div class="Window__Content-sc-1"></div>'))).toBe('Window__Content-sc-1')
    const src = `https://form.typeform.com/to/${'x'.repeat(60)}`
    expect(embedName(el(`<iframe src="${src}"></iframe>`))).toBe(src.slice(0, 50))
    expect(embedName(el('<div></div>'))).toBeUndefined()
  })
})
