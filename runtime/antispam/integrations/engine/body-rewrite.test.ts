import { describe, expect, it } from 'vitest'
import { addToBody } from './body-rewrite'

const field = { key: 'ct_no_cookie_hidden_field', value: '_ct_no_cookie_data_eyJhIjoiKy8ifQ==' }

describe('addToBody', () => {
  it('copies FormData with the field appended and keeps a file byte for byte', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254, 13, 10, 37, 43])
    const original = new FormData()
    original.append('your-name', 'Jo')
    original.append('file', new File([bytes], 'scan.bin', { type: 'application/octet-stream' }))
    const out = addToBody(original, [field], 'append')
    expect(out.changed).toBe(true)
    expect(out.body).toBeInstanceOf(FormData)
    expect(out.body).not.toBe(original)
    const fd = out.body as FormData
    expect([...fd.keys()]).toEqual(['your-name', 'file', field.key])
    expect(fd.get(field.key)).toBe(field.value)
    const file = fd.get('file') as File
    expect(file.name).toBe('scan.bin')
    expect(file.type).toBe('application/octet-stream')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
    // The page's own object is left as it was.
    expect(original.has(field.key)).toBe(false)
  })

  it('never adds a FormData key twice', () => {
    const fd = new FormData()
    fd.append(field.key, 'already')
    const out = addToBody(fd, [field], 'append')
    expect(out.changed).toBe(false)
    expect(out.body).toBe(fd)
  })

  it('keeps URLSearchParams a URLSearchParams', () => {
    const params = new URLSearchParams('a=1&b=%2B')
    const out = addToBody(params, [field], 'keep')
    expect(out.body).toBeInstanceOf(URLSearchParams)
    expect(String(out.body)).toBe(
      'a=1&b=%2B&ct_no_cookie_hidden_field=_ct_no_cookie_data_eyJhIjoiKy8ifQ%3D%3D',
    )
  })

  it('appends to a urlencoded string, percent-encoding the value and keeping + and % as sent', () => {
    const body = 'action=mailpoet&data%5Bemail%5D=a%2Bb%40c.org&note=one+two%25'
    const out = addToBody(
      body,
      [{ key: 'data[ct_no_cookie_hidden_field]', value: 'x+y/z=' }],
      'append',
    )
    expect(out.body).toBe(`${body}&data%5Bct_no_cookie_hidden_field%5D=x%2By%2Fz%3D`)
    const parsed = new URLSearchParams(out.body)
    expect(parsed.get('data[email]')).toBe('a+b@c.org')
    expect(parsed.get('note')).toBe('one two%')
    expect(parsed.get('data[ct_no_cookie_hidden_field]')).toBe('x+y/z=')
  })

  it('prepends in order and skips keys already present (encoded or not)', () => {
    const body = 'action=nf_ajax_submit&ct_bot_detector_event_token=abc'
    const out = addToBody(
      body,
      [
        { key: 'ct_bot_detector_event_token', value: 'zzz' },
        { key: 'apbct_visible_fields', value: 'eyJ9==' },
      ],
      'prepend',
    )
    expect(out.body).toBe(`apbct_visible_fields=eyJ9%3D%3D&${body}`)
    const wrapped = 'data%5Bct_no_cookie_hidden_field%5D=1&x=2'
    expect(
      addToBody(wrapped, [{ key: 'data[ct_no_cookie_hidden_field]', value: 'v' }], 'append')
        .changed,
    ).toBe(false)
  })

  it('adds a JSON property without touching the original bytes', () => {
    const body = '{ "callConfirmed":true,"price":1.50, "name":"Zoë \\u00e9" }'
    const out = addToBody(body, [{ key: 'ct_bot_detector_event_token', value: 't' }], 'json')
    expect(out.body).toBe(
      '{ "callConfirmed":true,"price":1.50, "name":"Zoë \\u00e9" ,"ct_bot_detector_event_token":"t"}',
    )
    expect(JSON.parse(out.body)).toMatchObject({ price: 1.5, ct_bot_detector_event_token: 't' })
    expect(addToBody('{}', [{ key: 'k', value: 'v' }], 'json').body).toBe('{"k":"v"}')
    expect(addToBody('{"k":1}', [{ key: 'k', value: 'v' }], 'json').changed).toBe(false)
    expect(addToBody('[1,2]', [{ key: 'k', value: 'v' }], 'json').changed).toBe(false)
    expect(addToBody('not json', [{ key: 'k', value: 'v' }], 'json').body).toBe('not json')
  })

  it('passes a Blob, an ArrayBuffer, a ReadableStream and no body through as the same object', () => {
    const blob = new Blob(['{"a":1}'], { type: 'application/json' })
    const buffer = new Uint8Array([1, 2, 3]).buffer
    const stream = new ReadableStream()
    for (const body of [blob, buffer, stream, null, undefined]) {
      const out = addToBody(body, [field], 'append')
      expect(out.changed).toBe(false)
      expect(out.body).toBe(body)
    }
  })
})
