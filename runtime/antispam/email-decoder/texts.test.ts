import { describe, expect, it } from 'vitest'
import { pageWaitingTexts } from './texts'

const page = (fns: unknown) => ({ ctPublicFunctions: fns }) as unknown as Window

describe('pageWaitingTexts (the main bundle’s waiting popup strings)', () => {
  const printed = {
    text__ee_email_decoder: 'Décodeur',
    text__ee_wait_for_decoding: 'Patience !',
    text__ee_decoding_process: 'Nous décodons le contact.',
  }

  it('are the page’s own strings, in the popup’s order', () => {
    expect(pageWaitingTexts(page(printed))).toEqual([
      'Décodeur',
      'Patience !',
      'Nous décodons le contact.',
    ])
  })

  it('are none when the page lacks one or prints something else (the chunk then shows its defaults)', () => {
    expect(pageWaitingTexts(page(undefined))).toBeUndefined()
    expect(pageWaitingTexts(page({ ...printed, text__ee_wait_for_decoding: '' }))).toBeUndefined()
    expect(pageWaitingTexts(page({ ...printed, text__ee_email_decoder: 7 }))).toBeUndefined()
  })
})
