import { beforeEach, describe, expect, it } from 'vitest'
import { showForms } from './show-forms'

const encode = (html: string) =>
  encodeURIComponent(btoa(String.fromCharCode(...new TextEncoder().encode(html))))

const wrapper = (html: string) =>
  `<div class="ct-encoded-form-wrapper"><div class="ct-encoded-form" data-encoded-form="${encode(html)}"></div></div>`

beforeEach(() => {
  document.body.innerHTML = `<main>${wrapper('<form id="a"></form>')}<p>x</p>${wrapper('<form id="b"></form>')}</main>`
})

describe('showForms', () => {
  it('allowed: each wrapper is replaced by its sanitized decoded form', () => {
    const seen: string[] = []
    const shown = showForms(document, { allow: true }, (html) => (seen.push(html), html))
    expect(shown).toBe(2)
    expect(seen).toEqual(['<form id="a"></form>', '<form id="b"></form>'])
    expect(document.querySelector('main')!.innerHTML).toBe(
      '<form id="a"></form><p>x</p><form id="b"></form>',
    )
  })

  it('blocked: each wrapper becomes div.ct-encoded-form-forbidden with the message as text', () => {
    const shown = showForms(document, { allow: false, message: '<b>Forbidden</b>' }, () => {
      throw new Error('nothing is decoded for a blocked visitor')
    })
    expect(shown).toBe(0)
    const boxes = [...document.querySelectorAll('div.ct-encoded-form-forbidden')]
    expect(boxes.map((b) => b.textContent)).toEqual(['<b>Forbidden</b>', '<b>Forbidden</b>'])
    expect(document.querySelector('b')).toBeNull()
    expect(document.querySelector('.ct-encoded-form-wrapper')).toBeNull()
  })

  it('a wrapper whose payload does not decode is left in place; the others are shown', () => {
    document.body.innerHTML = `<div class="ct-encoded-form-wrapper"><div class="ct-encoded-form" data-encoded-form="%%%"></div></div>${wrapper('<form id="c"></form>')}`
    const errors = console.error
    console.error = () => undefined
    try {
      expect(showForms(document, { allow: true }, (h) => h)).toBe(1)
    } finally {
      console.error = errors
    }
    expect(document.querySelectorAll('.ct-encoded-form-wrapper')).toHaveLength(1)
    expect(document.querySelector('form#c')).not.toBeNull()
  })
})
