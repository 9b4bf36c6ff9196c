import { expect } from 'vitest'
import type { Check } from './config-checks'

// Shared by the tests that hold a hand-written check against its zod schema
// (config-checks.test.ts, badge/settings.test.ts).

/** A small seeded generator, so the fuzzed values are the same on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
}

const ALPHABET = 'aZ09f_- !"{}[],:.éA1=+/'
const b64 = (v: unknown) => btoa(JSON.stringify(v))

const phrases = {
  trpHeading: 'The Real Person Badge!',
  trpContent1: 'Verified as a real person.',
  trpContent2: ' Anti-Spam by CleanTalk',
  trpContentLearnMore: 'Learn more',
}
const badge = {
  phrases,
  trpContentLink: 'https://cleantalk.org/help/the-real-person',
  imgPersonUrl: '/css/images/real_user.svg',
  imgShieldUrl: '/css/images/shield.svg',
}

/** Values a page could print: every shape the schemas tell apart, then random ones. */
function corpus(): unknown[] {
  const fixed: unknown[] = [
    true,
    false,
    null,
    undefined,
    0,
    1,
    2,
    3,
    4,
    -1,
    1.5,
    -0,
    NaN,
    Infinity,
    -Infinity,
    '',
    '0',
    '1',
    '2',
    '3',
    '7',
    ' 1',
    'true',
    'false',
    'TRUE',
    'abc',
    'ABC',
    'a-b_1',
    'a b',
    'a0b',
    '0123abcdef',
    '0123ABCDEF',
    'native',
    'alternative',
    'none',
    'Native',
    'rest',
    'admin_ajax',
    'admin-ajax',
    'W10=',
    b64([1, 2]),
    b64({}),
    b64('x'),
    b64(null),
    'not base64',
    '%%%',
    [],
    [1],
    ['1'],
    {},
    { value: 1 },
    () => 1,
    badge,
    { ...badge, imgShieldUrl: undefined },
    { ...badge, imgShieldUrl: 3 },
    { ...badge, extra: 'dropped', phrases: { ...phrases, extra: 1 } },
    { phrases, imgPersonUrl: 'x' },
    { phrases: { ...phrases, trpContentLearnMore: undefined }, imgPersonUrl: 'x' },
    { phrases: { ...phrases, trpContent1: 1 }, trpContentLink: '', imgPersonUrl: '' },
    { ...badge, trpContentLink: null },
    { ...badge, imgPersonUrl: undefined },
    { ...badge, phrases: [] },
    { ...badge, phrases: null },
  ]
  const random = seeded(42)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!
  const word = () =>
    Array.from({ length: Math.floor(random() * 6) }, () => pick([...ALPHABET])).join('')
  const generated: unknown[] = []
  for (let i = 0; i < 300; i++) {
    const kind = pick(['word', 'number', 'base64', 'object'] as const)
    if (kind === 'word') generated.push(word())
    else if (kind === 'number') generated.push(Math.round((random() - 0.5) * 10) / pick([1, 2]))
    else if (kind === 'base64') generated.push(b64(pick([[word()], word(), { a: word() }, []])))
    else
      generated.push({
        phrases: random() < 0.8 ? { ...phrases, trpHeading: pick([word(), 1]) } : word(),
        trpContentLink: pick([word(), undefined, 2]),
        imgPersonUrl: pick([word(), undefined]),
      })
  }
  return [...fixed, ...generated]
}

/** A check agrees with its schema on a value: same verdict, same value read. */
export function expectSameAsSchema(
  check: Check<unknown>,
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown } },
) {
  for (const value of corpus()) {
    const expected = schema.safeParse(value)
    const actual = check(value)
    expect({ value, ok: actual.ok }).toEqual({ value, ok: expected.success })
    if (actual.ok) expect(actual.value).toStrictEqual(expected.data)
  }
}
