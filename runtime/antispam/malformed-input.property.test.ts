import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readBadgeSettings } from './badge/settings'
import { detectBlock } from './block-modal/detect'
import { readAntispamConfig } from './config/config'
import { classifyReply } from './transport/classify-reply'

// Generated inputs per property: 1,000 in `npm test`, 10,000 with BRAMBLE_HARD=1.
const HARD = process.env.BRAMBLE_HARD === '1'
const settings = { numRuns: HARD ? 10_000 : 1_000 }

/** What the plugin prints, as a base the generators break one key at a time. */
const PRINTED_FNS: Record<string, unknown> = {
  _ajax_nonce: 'a1b2c3d4e5',
  _rest_nonce: 'f6a7b8c9d0',
  _ajax_url: '/wp-admin/admin-ajax.php',
  _rest_url: 'https://example.com/wp-json/',
  data__cookies_type: 'native',
  data__ajax_type: 'rest',
  bot_detector_enabled: '0',
}
const PRINTED_PUB: Record<string, unknown> = {
  data__key_is_ok: true,
  data__cookies_type: 'native',
  blog_home: 'https://example.com/',
  pixel__setting: '0',
  settings__forms__check_internal: '0',
  theRealPerson: {
    phrases: { trpHeading: 'Real', trpContent1: 'a', trpContent2: 'b' },
    trpContentLink: 'https://example.com/',
    imgPersonUrl: '/img.svg',
  },
}

/** Wrong types and huge values, as a broken or hostile page prints them. */
const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(null, undefined, NaN, Infinity, -0, '', [], {}, '1e999', 'x'.repeat(100_000)),
)

/** A printed object with some keys replaced by junk and some junk keys added. */
const broken = (base: Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(base)),
      fc.dictionary(fc.constantFrom(...Object.keys(base)), junk),
      fc.dictionary(fc.string(), junk, { maxKeys: 3 }),
    )
    .map(([kept, replaced, extra]) => ({
      ...Object.fromEntries(kept.map((k) => [k, base[k]])),
      ...replaced,
      ...extra,
    }))

/** A reply body: valid JSON, truncated JSON, or any text. */
const replyText = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
  fc.tuple(fc.jsonValue(), fc.nat()).map(([v, n]) => (JSON.stringify(v) ?? '').slice(0, n)),
  fc.string(),
  fc.constantFrom('-1', '0', '{"apbct":{"blocked":true,"comment":', '<!DOCTYPE html><p>'),
)

describe(
  'the anti-spam runtime over malformed page globals and server replies',
  { timeout: HARD ? 180_000 : 15_000 },
  () => {
    it('reads any printed globals without throwing: a config of the right types, or none', () => {
      fc.assert(
        fc.property(
          fc.oneof(broken(PRINTED_FNS), junk),
          fc.oneof(broken(PRINTED_PUB), junk),
          (fns, pub) => {
            const config = readAntispamConfig(
              { ctPublicFunctions: fns, ctPublic: pub },
              () => undefined,
            )
            if (config === undefined) return
            expect(typeof config.keyIsOk).toBe('boolean')
            expect(['native', 'alternative', 'none']).toContain(config.cookieMode)
            expect(['rest', 'admin_ajax']).toContain(config.ajaxType)
            expect(typeof config.ajaxNonce).toBe('string')
            expect(typeof config.blogHome).toBe('string')
          },
        ),
        settings,
      )
    })

    it('reads any badge globals without throwing: settings with text phrases, or none', () => {
      fc.assert(
        fc.property(broken(PRINTED_PUB), (pub) => {
          const win = { ctPublic: pub } as unknown as Window
          const badge = readBadgeSettings(win, () => undefined)
          if (badge) expect(typeof badge.phrases.heading).toBe('string')
        }),
        settings,
      )
    })

    it('classifies any reply (status, truncated or garbage body) without throwing', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 999 }),
          replyText,
          fc.constantFrom('json', 'text') as fc.Arbitrary<'json' | 'text'>,
          (status, text, expect_) => {
            const verdict = classifyReply(status, text, expect_)
            expect(['ok', 'nonce', 'error']).toContain(verdict.kind)
          },
        ),
        settings,
      )
    })

    it('finds a block message in any reply without throwing; its message is text', () => {
      fc.assert(
        fc.property(fc.oneof(replyText, junk), fc.boolean(), (reply, trusted) => {
          const block = detectBlock(reply, { trusted })
          if (block) expect(typeof block.message).toBe('string')
        }),
        settings,
      )
    })
  },
)
