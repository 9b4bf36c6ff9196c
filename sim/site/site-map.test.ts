import { describe, expect, it } from 'vitest'
import { identitySiteMap, namesHost, parseSiteMap } from './site-map'

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

describe('the keys a population reads', () => {
  const map = parseSiteMap(
    'm.yaml',
    'hosts: [staging.example.com, 127.0.0.1:8080]\npages: { comment-form: /?p=1 }\noutcomes:\n  comment: /wp-json/wp/v2/comments/{id}?context=edit\n',
    IDS,
  )

  it('names a host on any port without a port, on that port only with one', () => {
    expect(namesHost(map, new URL('https://staging.example.com/blog/'))).toBe(true)
    expect(namesHost(map, new URL('http://staging.example.com:8443/'))).toBe(true)
    expect(namesHost(map, new URL('http://127.0.0.1:8080/'))).toBe(true)
    expect(namesHost(map, new URL('http://127.0.0.1:9090/'))).toBe(false)
    expect(namesHost(map, new URL('https://www.example.com/'))).toBe(false)
    expect(namesHost(parseSiteMap('m.yaml', 'pages: {}\n', IDS), new URL('http://x/'))).toBe(false)
  })

  it('wants {id} in the outcome route', () => {
    expect(map.outcomes?.comment).toBe('/wp-json/wp/v2/comments/{id}?context=edit')
    expect(() =>
      parseSiteMap('m.yaml', 'pages: {}\noutcomes: { comment: /wp-json/wp/v2/comments }\n', IDS),
    ).toThrow(/at outcomes\.comment: a path with \{id\} where the comment id goes/)
  })
})
