import { describe, expect, it } from 'vitest'
import { compareViews, parsePhpArray, type Side } from './derived-compare'
import { REPORT_RULES, reportView } from './derived-rules'

// The zoo's judge must fail on each way ours can give the server less or other than the
// original: a missing key, a changed value, a time out of its window, an empty parse.
const ORIGIN = 1_796_627_072_000
const report = {
  sender_info: {
    plugin_request_id: 'aaaa',
    checkjs_data_cookies: 795903384,
    page_set_timestamp: 1_796_627_073,
    key_press_timestamp: ORIGIN + 2100,
    emulations_headless_mode: 'true',
    apbct_visible_fields: 'comment author email url',
    mouse_cursor_positions: [{ x: 1 }, { x: 2 }, { x: 3 }, { x: 4 }],
  },
  js_on: '1',
  sender_email: 'bot-abc123@example.com',
}
const side = (r: object, originMs = ORIGIN, tokens = ['abc123']): Side => ({
  values: reportView(r as Record<string, unknown>, tokens),
  originMs,
})
const judge = (bramble: Side, min = 5) => compareViews(side(report), bramble, REPORT_RULES, min)
const withSender = (patch: Record<string, unknown>) => ({
  ...report,
  sender_info: { ...report.sender_info, ...patch },
})

describe('compareViews', () => {
  it('passes the same view, with its own run id, a random request id and a later start', () => {
    const later = 40_000
    const same = {
      ...withSender({
        plugin_request_id: 'bbbb',
        page_set_timestamp: report.sender_info.page_set_timestamp + 40,
        key_press_timestamp: report.sender_info.key_press_timestamp + later + 300,
        mouse_cursor_positions: [{ x: 9 }, { x: 8 }, { x: 7 }],
      }),
      sender_email: 'bot-zzz999@example.com',
    }
    const result = judge(side(same, ORIGIN + later, ['zzz999']))
    expect(result.differences).toEqual([])
    expect(result.compared).toContain('emulations_headless_mode')
    expect(result.compared).not.toContain('plugin_request_id')
  })

  it('fails when a key the original filled is missing or empty', () => {
    const { emulations_headless_mode: _gone, ...rest } = report.sender_info
    expect(judge(side({ ...report, sender_info: rest })).differences).toEqual([
      'emulations_headless_mode: original "true", Bramble undefined (the original filled it, ours is empty)',
    ])
    expect(judge(side(withSender({ apbct_visible_fields: '' }))).differences).toHaveLength(1)
  })

  it('fails on a changed value or type', () => {
    expect(judge(side(withSender({ emulations_headless_mode: 'false' }))).differences).toEqual([
      'emulations_headless_mode: original "true", Bramble "false" (not equal)',
    ])
    expect(judge(side(withSender({ checkjs_data_cookies: '795903384' }))).differences).toEqual([
      'checkjs_data_cookies: original 795903384, Bramble "795903384" (not equal)',
    ])
  })

  it('fails on a time out of its window, measured from each page’s start', () => {
    const late = withSender({ key_press_timestamp: report.sender_info.key_press_timestamp + 5000 })
    expect(judge(side(late)).differences[0]).toMatch(/^key_press_timestamp: .*5000 ms apart/)
    const lateSet = withSender({ page_set_timestamp: report.sender_info.page_set_timestamp + 8 })
    expect(judge(side(lateSet)).differences).toHaveLength(1)
  })

  it('fails on a pointer trail much shorter than the original’s', () => {
    const short = withSender({ mouse_cursor_positions: [] })
    expect(judge(side(short)).differences).toHaveLength(1)
  })

  it('fails when nothing parsed, even on both sides', () => {
    const empty = compareViews(side({}), side({}), REPORT_RULES, 5)
    expect(empty.differences).toEqual([
      'only 0 keys filled by the original, fewer than 5: no view?',
    ])
  })
})

describe('parsePhpArray', () => {
  it('reads an alt-sessions row, multibyte strings by their bytes', () => {
    const row = 'a:3:{s:10:"ct_checkjs";s:9:"795903384";s:1:"n";i:4;s:4:"text";s:3:"é!";}'
    expect(parsePhpArray(row)).toEqual({ ct_checkjs: '795903384', n: 4, text: 'é!' })
    expect(parsePhpArray('a:1:{s:1:"x";')).toBeNull()
  })
})
