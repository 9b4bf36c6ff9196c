import { describe, expect, it } from 'vitest'
import { readVisibleFields } from './visible-fields-read'

const RECORD = {
  visible_fields: 'comment author email url',
  visible_fields_count: 4,
  invisible_fields: 'comment_post_ID comment_parent',
  invisible_fields_count: 2,
}
const post = {
  comment: 'Hello',
  author: 'Jo',
  email: 'jo@example.com',
  url: '',
  comment_post_ID: '4',
  comment_parent: '0',
  apbct_visible_fields: Buffer.from(JSON.stringify({ 0: RECORD })).toString('base64'),
}

// The cases below were seen on a real WordPress with the plugin 6.85 (its connection report
// shows the record, or nulls).
describe("the server's reading of the visible fields", () => {
  it('native mode: the POST field gives the record', () => {
    expect(readVisibleFields({ mode: 'native', cookies: {}, post })).toEqual(RECORD)
  })

  it('native mode: a per-form cookie hides the POST field and is then passed over (nulls)', () => {
    const cookies = { apbct_visible_fields_0: JSON.stringify(RECORD) }
    expect(readVisibleFields({ mode: 'native', cookies, post })).toBeNull()
  })

  it('mode none: the stored record text is used before the POST field', () => {
    const submitted = { ...RECORD, invisible_fields: 'a b', invisible_fields_count: 2 }
    const stored = JSON.stringify(submitted)
    expect(readVisibleFields({ mode: 'none', cookies: {}, post, stored })).toEqual(submitted)
    // "0" (nothing submitted yet) is empty to the server: the POST field counts.
    expect(readVisibleFields({ mode: 'none', cookies: {}, post, stored: '0' })).toEqual(RECORD)
  })

  it('a record naming none of the posted fields is not taken', () => {
    const other = { ...RECORD, visible_fields: 'search' }
    const field = Buffer.from(JSON.stringify({ 0: other })).toString('base64')
    expect(
      readVisibleFields({
        mode: 'native',
        cookies: {},
        post: { ...post, apbct_visible_fields: field },
      }),
    ).toBeNull()
  })
})
