import { beforeEach, describe, expect, it } from 'vitest'
import type { DecodeRow } from './decode-call'
import { fillNodes } from './fill'
import { safeContactHref, visiblePart } from './safe-href'

const row = (enc: string, decoded: string, allowed = true): DecodeRow => ({
  is_allowed: allowed,
  comment: '',
  encoded_email: enc,
  decoded_email: decoded,
})

beforeEach(() => {
  document.body.innerHTML = `<span id="plain" data-original-string="E1" title="t" style="color:red">jo<span class="apbct-blur">**</span>@x.com</span>
<span id="blocked" data-original-string="E2">ma**</span>
<a id="mail" href="mailto:su**" data-original-string="E3"><span id="inner" class="apbct-email-encoder" data-original-string="E4">su**</span></a>
<a id="evil" href="mailto:x**" data-original-string="E5">x**</a>`
})

const nodes = () => [...document.querySelectorAll<HTMLElement>('[data-original-string]')]

describe('fillNodes', () => {
  it('fills links at once and plain nodes later, each by its own row, as text', () => {
    const scheduled: [() => void, number][] = []
    const rows = [
      row('E1', '<b>john</b>@example.com'),
      row('E2', '', false),
      row('E3', 'support@example.com?subject=Hi there'),
      row('E4', 'support@example.com'),
      row('E5', 'javascript:alert(1)'),
    ]
    fillNodes(nodes(), rows, (fn, ms) => scheduled.push([fn, ms]))
    const mail = document.getElementById('mail')!
    expect(mail.getAttribute('href')).toBe('mailto:support@example.com?subject=Hi%20there')
    expect(document.getElementById('inner')!.textContent).toBe('support@example.com')
    // A value that is not an email never becomes an href.
    expect(document.getElementById('evil')!.getAttribute('href')).toBe('mailto:x**')
    const plain = document.getElementById('plain')!
    expect(plain.classList.contains('no-blur')).toBe(true)
    expect(plain.textContent).toBe('jo**@x.com')
    expect(scheduled.map(([, ms]) => ms)).toEqual([2000])
    scheduled[0]![0]()
    scheduled[0]![0]()
    expect(plain.childNodes[0]!.textContent).toBe('<b>john</b>@example.com')
    expect(plain.querySelector('b')).toBe(null)
    expect(plain.querySelectorAll('.apbct-tooltip')).toHaveLength(1)
    expect(plain.hasAttribute('title') || plain.hasAttribute('style')).toBe(false)
    expect(document.getElementById('blocked')!.textContent).toBe('ma**')
  })
})

describe('safe hrefs', () => {
  it('shows the part before ? or &', () => {
    expect(visiblePart('a@b.co?subject=x&body=y')).toBe('a@b.co')
    expect(visiblePart('a@b.co&x')).toBe('a@b.co')
  })
  it('builds tel: only from phone numbers', () => {
    expect(safeContactHref('tel:', '+1 (777) 123-45')).toBe('tel:+177712345')
    expect(safeContactHref('tel:', 'javascript:alert(1)')).toBeUndefined()
    expect(safeContactHref('mailto:', 'not an email')).toBeUndefined()
  })
})
