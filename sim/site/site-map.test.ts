import { describe, expect, it } from 'vitest'
import { identitySiteMap, parseSiteMap } from './site-map'

const IDS = new Set(['comment-form', 'forms-contact', 'encoded-emails'])

describe('parseSiteMap', () => {
  it('reads pages and the site settings, filling in the knobs it does not name', () => {
    const map = parseSiteMap(
      'map.yaml',
      'site: { cookieMode: none, botDetector: true }\npages:\n  comment-form: /?p=1\n  forms-contact: /contact/\n',
      IDS,
    )
    expect(map.pages).toEqual({ 'comment-form': '/?p=1', 'forms-contact': '/contact/' })
    expect(map.site).toMatchObject({ cookieMode: 'none', botDetector: true, ajaxType: 'rest' })
  })

  it('names the file, the place and the rule for a path that is not a site path', () => {
    expect(() => parseSiteMap('map.yaml', 'pages:\n  comment-form: contact\n', IDS)).toThrow(
      /Invalid site map map\.yaml:\n {2}- at pages\.comment-form: a path on the site starting with "\/"/,
    )
  })

  it('rejects a setting the site cannot have and a key it does not know', () => {
    expect(() =>
      parseSiteMap('m.yaml', 'site: { cookieMode: sometimes }\npages: {}\n', IDS),
    ).toThrow(/at site\.cookieMode/)
    expect(() => parseSiteMap('m.yaml', 'page:\n  comment-form: /\n', IDS)).toThrow(
      /Invalid site map m\.yaml[\s\S]*pages/,
    )
  })

  it('names a fixture id that does not exist and lists the ones that do', () => {
    expect(() => parseSiteMap('m.yaml', 'pages:\n  coment-form: /?p=1\n', IDS)).toThrow(
      '[bramble] Invalid site map m.yaml: no page fixture is called "coment-form". Use fixture ids as `bramble serve` lists them: comment-form, encoded-emails, forms-contact.',
    )
  })

  it('reports YAML syntax errors as such', () => {
    expect(() => parseSiteMap('m.yaml', 'pages: [unclosed\n', IDS)).toThrow(
      /Failed to read the site map m\.yaml: .*Fix the YAML syntax there\./,
    )
  })
})

describe('identitySiteMap', () => {
  it('puts each fixture where `bramble serve` does', () => {
    expect(identitySiteMap(['comment-form']).pages).toEqual({ 'comment-form': '/comment-form/' })
  })
})
