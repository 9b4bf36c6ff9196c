import { describe, expect, it } from 'vitest'
import { badgeTargets } from './targets'

const names = (els: HTMLElement[]) => els.map((e) => e.textContent!.trim())

describe('badgeTargets', () => {
  it('finds classic, block-theme and review authors of apbct-trp items only', () => {
    document.body.innerHTML = `
<li class="apbct-trp"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b>Alice</b></div><div class="comment-metadata">x</div></footer></article></li>
<li><article class="comment-body"><div class="comment-author"><b>Bot</b></div></article></li>
<li class="apbct-trp"><div class="wp-block-group"><div class="wp-block-comment-author-name">Dan</div></div></li>
<li class="review apbct-trp"><p class="meta"><strong class="woocommerce-review__author">Erin</strong></p></li>`
    expect(names(badgeTargets(document, false))).toEqual(['Alice', 'Dan', 'Erin'])
  })

  it('switches to comment-author-link themes and skips targets holding the metadata', () => {
    document.body.innerHTML = `
<li class="apbct-trp"><article class="comment-body"><div class="comment-author"><div class="comment-author-link">Alice</div><div class="comment-metadata">x</div></div></article></li>`
    expect(names(badgeTargets(document, false))).toEqual(['Alice'])
    document.body.innerHTML = `
<li class="apbct-trp"><article class="comment-body"><span class="comment-author">Carol<span class="comment-metadata">x</span></span></article></li>`
    expect(badgeTargets(document, false)).toEqual([])
  })

  it('keeps the admin author cell only in admin', () => {
    document.body.innerHTML = `<table><tr class="apbct-trp"><td class="author column-author"><strong>Alice</strong></td></tr></table>`
    expect(badgeTargets(document, false)).toEqual([])
    expect(names(badgeTargets(document, true))).toEqual(['Alice'])
  })
})
