import { afterEach, describe, expect, it } from 'vitest'
import { pluginTables } from '../engine/plugin'
import { hasPluginMarker, PLUGIN_MARKERS, PLUGINS } from '.'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the plugin registry', () => {
  it('lists each plugin once, and each does something', () => {
    expect(new Set(PLUGINS).size).toBe(PLUGINS.length)
    for (const [i, p] of PLUGINS.entries()) {
      const parts = [
        p.fetchRules,
        p.preChecks,
        p.xhrRules,
        p.jquerySigns,
        p.jqueryPrefilters,
        p.hooks,
      ]
      expect(
        parts.some((part) => (part?.length ?? 0) > 0),
        `PLUGINS[${i}]`,
      ).toBe(true)
    }
  })

  it('lists every page marker of the plugins in PLUGIN_MARKERS, and nothing else', () => {
    const selectors = PLUGINS.flatMap((p) => (typeof p.marker === 'string' ? [p.marker] : []))
    expect(PLUGIN_MARKERS.split(', ').sort()).toEqual(
      selectors.flatMap((s) => s.split(', ')).sort(),
    )
  })

  it('finds a plugin marker on the page, and none on a plain page', () => {
    document.body.innerHTML = '<form class="comment-form"></form>'
    expect(hasPluginMarker(document)).toBe(false)
    document.body.innerHTML = '<div class="b24-form"></div>'
    expect(hasPluginMarker(document)).toBe(true)
  })

  it('tests the jQuery signs in contract (f)’s order (User Registration’s second sign excepted)', () => {
    expect(pluginTables(PLUGINS).signs.map((s) => s.all[0])).toEqual([
      'action=fl_builder_subscribe_form_submit',
      'twt_cc_signup',
      'action=mailpoet',
      'action=user_registration',
      // Contract (f) lists it last; its plugin's two signs are kept together. No request
      // matches it and one of the signs in between (each names its own action).
      'action=user_registration_user_form_submit',
      'action=happyforms_message',
      'action=new_activity_comment',
      'action=wwlc_create_user',
      'wc-ajax=add_to_cart',
      'action=WPBC_AJX_BOOKING__CREATE',
      'action=drplus_signup',
      'action=bt_cc',
      'action=wpr_form_builder_email',
      'action=nf_ajax_submit',
      'action=uael_register_user',
      'action=SQBSubmitQuizAjax',
    ])
  })
})
