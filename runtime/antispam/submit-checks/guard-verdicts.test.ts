import { describe, expect, it } from 'vitest'
import { DEFAULT_REFUSAL, outsideEmbedVerdict, socialLoginVerdict } from './guard-verdicts'

const COMMENT = '*** Forbidden. Sender blacklisted. <b>Anti-Spam</b> by CleanTalk. ***'

describe('cleantalk_nsl_ajax_check verdict', () => {
  it('blocked false goes on; blocked true refuses with the comment as given', () => {
    expect(socialLoginVerdict({ apbct: { blocked: false } })).toEqual({ allow: true })
    expect(
      socialLoginVerdict({ apbct: { blocked: true, comment: COMMENT, stop_script: 0 } }),
    ).toEqual({ allow: false, message: COMMENT })
  })

  it('an apbct answer without a comment refuses with the default text', () => {
    expect(socialLoginVerdict({ apbct: { blocked: true } })).toEqual({
      allow: false,
      message: DEFAULT_REFUSAL,
    })
  })

  it.each([null, 'ok', {}, { success: false }])('no apbct answer (%j) goes on', (reply) => {
    expect(socialLoginVerdict(reply)).toEqual({ allow: true })
  })
})

describe('cleantalk_outside_iframe_ajax_check verdict', () => {
  it.each([{ apbct: { blocked: false } }, { success: true }, null, 'text'])(
    '%j allows',
    (reply) => {
      expect(outsideEmbedVerdict(reply)).toEqual({ allow: true })
    },
  )

  it('a block refuses with its comment, other objects with the default text', () => {
    expect(outsideEmbedVerdict({ apbct: { blocked: true, comment: COMMENT } })).toEqual({
      allow: false,
      message: COMMENT,
    })
    expect(outsideEmbedVerdict({ success: false })).toEqual({
      allow: false,
      message: DEFAULT_REFUSAL,
    })
  })
})
