import { describe, expect, it } from 'vitest'
import { EXIST_AT_ONCE, EXIST_TARGETS, isBeforePostTarget } from './selectors'

describe('email check targets', () => {
  it("the form builder's email input gets the exists check only, as with the original", () => {
    document.body.innerHTML = `
      <form class="comment-form"><input id="email" name="email" type="email"></form>
      <div class="nf-form-content"><input id="nf-field-2" type="email"></div>`
    const comment = document.getElementById('email')!
    const builder = document.getElementById('nf-field-2')!
    expect([comment.matches(EXIST_TARGETS), isBeforePostTarget(comment)]).toEqual([true, true])
    // Was checked before post too: two calls on leaving the field where the original makes one.
    expect([builder.matches(EXIST_TARGETS), isBeforePostTarget(builder)]).toEqual([true, false])
  })

  it('the original debounces only Contact Form 7 and form-builder inputs: the rest check at once', () => {
    document.body.innerHTML = `
      <form class="comment-form"><input id="c" name="email" type="email"></form>
      <form id="registerform"><input id="r" name="user_email"></form>
      <form class="checkout"><input id="w" type="email"></form>
      <form class="wpcf7-form"><input id="f" type="email"></form>
      <div class="nf-form-content"><input id="n" type="email"></div>`
    const atOnce = (id: string) => document.getElementById(id)!.matches(EXIST_AT_ONCE)
    expect(['c', 'r', 'w', 'f', 'n'].map(atOnce)).toEqual([true, true, true, false, false])
  })
})
