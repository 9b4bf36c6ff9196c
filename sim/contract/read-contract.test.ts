import { describe, expect, it } from 'vitest'
import { diffContracts } from './diff'
import { antispamRelease, formsRelease, memoryTree } from './fixture-trees'
import { readContract } from './read-contract'
import type { Category } from './types'

const names = (entries: Readonly<Record<string, string>>) => Object.keys(entries)

describe('the anti-spam contract', () => {
  const c = readContract('antispam', memoryTree(antispamRelease({ version: '6.90' })))

  it('reads the version from the main file header', () => {
    expect(c.plugin).toBe('antispam')
    expect(c.version).toBe('6.90')
  })

  it('reads the printed globals, nested keys and merged arrays, but no commented-out key', () => {
    expect(c.categories.globals).toMatchObject({
      ctPublic: 'printed',
      'ctPublic.blog_home': "get_home_url() . '/'",
      'ctPublic.pixel__url': '$apbct->pixel_url',
      'ctPublic.wl_brandname': 'text',
      'ctPublic.theRealPerson.phrases.trpHeading': 'text',
      'ctPublic.theRealPerson.imgPersonUrl': "APBCT_URL . '/real_user.svg'",
      ctAdminCommon: 'handle=cleantalk-admin-js',
      'ctAdminCommon._ajax_url': 'admin_url()',
    })
    expect(names(c.categories.globals)).not.toContain('ctPublic.old_key')
    expect(names(c.categories.globals)).not.toContain('ctPublic.fake_key')
  })

  it('reads the handles: literal enqueues and every shipped public bundle by its loader handle', () => {
    expect(c.categories.scripts).toEqual({
      'apbct-public-bundle.min-js': 'src=js/apbct-public-bundle.min.js deps=[]',
      'apbct-public-bundle_gathering.min-js': 'src=js/apbct-public-bundle_gathering.min.js deps=[]',
      ct_bot_detector: 'src=APBCT_BOT_DETECTOR_SCRIPT_URL deps=[]',
    })
  })

  it('reads AJAX actions (hooks and the AJAX service) and REST routes with their namespace', () => {
    expect(c.categories.endpoints).toEqual({
      'ajax:apbct_decode_email': 'public',
      'ajax:apbct_get_pixel_url': 'public',
      'rest:cleantalk-antispam/v1/alt_sessions': "methods='POST'",
    })
  })

  it('reads storage names from the bundle and the alt-sessions allow-list with its types', () => {
    expect(c.categories.storage).toEqual({
      apbct_page_hits: '',
      apbct_visible_fields: 'alt-sessions:json',
      ct_pointer_data: '',
      ct_ps_timestamp: 'alt-sessions:int',
    })
  })

  it('reads field names, ids, classes and data attributes from PHP markup and the bundle', () => {
    expect(names(c.categories.dom)).toEqual([
      'attr:data-original-string',
      'class:apbct-email-encoder',
      'field:apbct__email_id__search_form',
      'field:ct_checkjs',
      'field:ct_no_cookie_hidden_field',
      'id:apbct_popup',
    ])
  })
})

describe('the form builder contract', () => {
  const c = readContract('forms', memoryTree(formsRelease({ version: '3.20.1' })))

  it('reads localized globals through filters, variables and config files, and the inline script', () => {
    expect(c.version).toBe('3.20.1')
    expect(names(c.categories.globals)).toEqual([
      'formDisplay',
      'nfForms',
      'nfForms[].fields',
      'nfForms[].id',
      'nfFrontEnd',
      'nfFrontEnd.adminAjax',
      'nfFrontEnd.ajaxNonce',
      'nfi18n',
      'nfi18n.changeEmailErrorMsg',
      'nfi18n.thousands_sep',
    ])
    // The admin screens' globals are not the visitor's.
    expect(names(c.categories.globals)).not.toContain('nfAdmin')
  })

  it('reads handles with their dependencies, the public actions, cookies and markers', () => {
    expect(c.categories.scripts['nf-front-end']).toBe(
      "src=$js_dir . 'front-end.js' deps=[nf-front-end-deps]",
    )
    expect(c.categories.endpoints).toEqual({ 'ajax:nf_ajax_submit': 'public' })
    expect(c.categories.storage).toEqual({ nf_wp_session: 'cookie' })
    expect(names(c.categories.dom)).toEqual([
      'class:nf-form-cont',
      'class:nf-loading-spinner',
      'id:nf-form-{id}-cont',
      'template:tmpl-nf-field-submit',
    ])
  })
})

describe('diffContracts', () => {
  const none: Record<Category, readonly string[]> = {
    globals: [],
    scripts: [],
    endpoints: [],
    storage: [],
    dom: [],
  }

  it('lists added, removed and changed names and marks the ones Bramble uses', () => {
    const base = readContract('forms', memoryTree(formsRelease()))
    const other = readContract(
      'forms',
      memoryTree(formsRelease({ nonceKey: 'nonce', submitTemplate: '<button>' })),
    )
    const uses = { ...none, globals: ['nfFrontEnd.ajaxNonce'] }
    const diff = diffContracts(base, other, uses)
    expect(diff.changes.map((c) => [c.kind, c.name, c.used])).toEqual([
      ['removed', 'nfFrontEnd.ajaxNonce', true],
      ['added', 'nfFrontEnd.nonce', false],
      ['changed', 'template:tmpl-nf-field-submit', false],
    ])
    expect(diff.touchesBramble).toBe(true)
    expect(diffContracts(base, other, none).touchesBramble).toBe(false)
  })

  it('finds no change between a release and itself', () => {
    const c = readContract('antispam', memoryTree(antispamRelease()))
    expect(diffContracts(c, c, none).changes).toEqual([])
  })
})
