import { describe, expect, it } from 'vitest'
import { isExternalForm, isInternalForm } from './targets'

const HOST = 'example.com'
const HOME = 'https://example.com/'

function form(html: string): HTMLFormElement {
  const div = document.createElement('div')
  div.innerHTML = html
  document.body.replaceChildren(div)
  return div.querySelector('form')!
}

describe('external forms', () => {
  it.each([
    ['<form action="https://list.example.net/subscribe"></form>', true],
    ['<form action="http://crm.example.org/in?x=1" method="get"></form>', true],
    ['<form action="HTTPS://EXAMPLE.COM/contact"></form>', false],
    ['<form action="https://example.com/contact"></form>', false],
    ['<form></form>', false],
    ['<form action="mailto:jo@example.net"></form>', false],
    ['<form action="javascript:void 0"></form>', false],
  ])('%s → %s', (html, expected) => {
    expect(isExternalForm(form(html), HOST)).toBe(expected)
  })

  it.each([
    '<form id="wpforms-form-12" action="https://x.example.net/">',
    '<form id="give-next-gen-3" action="https://x.example.net/">',
    '<form class="my search-form" action="https://x.example.net/">',
    '<form class="elementor-form" action="https://x.example.net/">',
    '<form action="https://x.example.net/"><div class="hs-form"></div>',
    '<form action="https://www.paypal.com/cgi-bin/webscr">',
    '<div class="mewtwo-widget x"><form action="https://x.example.net/"></form></div>',
    '<div class="b24-form-content-12"><form action="https://x.example.net/"></form></div>',
  ])('excluded: %s', (html) => {
    expect(isExternalForm(form(html), HOST)).toBe(false)
  })

  it('a relative action is on the page host', () => {
    expect(isExternalForm(form('<form action="/contact"></form>'), location.hostname)).toBe(false)
  })

  it('a class attribute decides alone: a descendant with an excluded class does not count', () => {
    expect(
      isExternalForm(
        form('<form class="news" action="https://x.example.net/"><i class="hs-form"></i>'),
        HOST,
      ),
    ).toBe(true)
  })
})

describe('internal forms', () => {
  it.each([
    ['<form action="https://example.com/wp-content/plugins/x/send.php"></form>', true],
    ['<form action="https://example.com/index.php?p=2"></form>', true],
    ['<form action="https://example.com/wp-login.php"></form>', false],
    ['<form action="https://example.com/wp-comments-post.php"></form>', false],
    ['<form action="https://example.com/contact/"></form>', false],
    ['<form action="https://other.example.net/send.php"></form>', false],
    ['<form></form>', false],
  ])('%s → %s', (html, expected) => {
    expect(isInternalForm(form(html), HOME)).toBe(expected)
  })
})
