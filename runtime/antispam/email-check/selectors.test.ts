import { describe, expect, it } from 'vitest'
import { EXIST_TARGETS, isBeforePostTarget } from './selectors'

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
})
