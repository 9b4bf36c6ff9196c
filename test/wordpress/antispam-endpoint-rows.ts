import {
  BAD,
  EMAIL,
  ELFSIGHT,
  ENCODED,
  FP,
  MAILCHIMP,
  OTTER,
  SAVE,
  ajax,
  offlineChecks,
  rest,
  withCheckjs,
  type EndpointRow,
  type RowRequest,
  type SideInfo,
} from './endpoint-table'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'

/**
 * An endpoint asked on both transports while the cloud cannot be reached (admin-ajax
 * `action`, then REST `route`), the mocked site's `policy` matching the real site offline.
 */
const cloudUnreachable = (
  endpoint: string,
  action: string,
  route: string,
  fields: Record<string, string>,
  policy: SitePolicyInput,
): EndpointRow[] => [
  {
    endpoint,
    name: 'admin-ajax, cloud unreachable',
    request: ajax(action, fields),
    mock: { policy },
  },
  { endpoint, name: 'REST, cloud unreachable', request: rest(route, fields), mock: { policy } },
]

/** The fresh-nonce remote call on the front page, with `fields` besides its action. */
const freshNonce =
  (fields: Record<string, string>) =>
  (s: SideInfo): RowRequest => ({
    url: s.home,
    fields: { spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', ...fields },
  })

/**
 * An integration check or pre-check (c.7) on admin-ajax with the checkjs cookie, the anti-spam
 * `setting` switched on when named: with `nonce` the wrong-nonce row, else the row of a cloud
 * that cannot be reached.
 */
const integrationCheck = (
  endpoint: string,
  action: string,
  fields: Record<string, string>,
  { setting, nonce, exact }: { setting?: string; nonce?: string; exact?: boolean } = {},
): EndpointRow => ({
  endpoint,
  name: nonce ? 'admin-ajax wrong nonce' : 'admin-ajax, cloud unreachable',
  ...(setting && { antispam: { settings: { [setting]: 1 } } }),
  request: withCheckjs(ajax(action, fields, nonce)),
  ...(exact && { exact }),
})

/** The anti-spam runtime's endpoints on both transports, their answers and error paths. */
export const ANTISPAM_ROWS: readonly EndpointRow[] = [
  // alt-sessions (c.2)
  {
    endpoint: 'alt-sessions',
    name: 'admin-ajax save',
    request: ajax('apbct_alt_session__save__AJAX', SAVE),
  },
  {
    endpoint: 'alt-sessions',
    name: 'admin-ajax wrong nonce',
    request: ajax('apbct_alt_session__save__AJAX', SAVE, BAD),
    exact: true,
  },
  {
    endpoint: 'alt-sessions',
    name: 'admin-ajax without cookies',
    request: ajax('apbct_alt_session__save__AJAX'),
  },
  {
    endpoint: 'alt-sessions',
    name: 'admin-ajax unparsable cookies',
    request: ajax('apbct_alt_session__save__AJAX', { cookies: '{"a":"\\"x\\""' }),
  },
  { endpoint: 'alt-sessions', name: 'REST save', request: rest('alt_sessions', SAVE) },
  { endpoint: 'alt-sessions', name: 'REST wrong nonce', request: rest('alt_sessions', SAVE, BAD) },
  {
    endpoint: 'alt-sessions',
    name: 'REST without nonce',
    request: rest('alt_sessions', SAVE, null),
  },
  { endpoint: 'alt-sessions', name: 'REST without cookies', request: rest('alt_sessions') },
  // JS keys (c.7)
  { endpoint: 'js-keys', name: 'admin-ajax', request: ajax('apbct_js_keys__get'), exact: true },
  { endpoint: 'js-keys', name: 'REST', request: rest('js_keys__get') },
  {
    endpoint: 'js-keys',
    name: 'admin-ajax wrong nonce',
    request: ajax('apbct_js_keys__get', {}, BAD),
    exact: true,
  },
  // pixel (c.5)
  { endpoint: 'pixel-url', name: 'admin-ajax', request: ajax('apbct_get_pixel_url') },
  { endpoint: 'pixel-url', name: 'REST', request: rest('apbct_get_pixel_url') },
  // email checks (c.3, c.4): offline the cloud cannot answer
  ...cloudUnreachable(
    'email-before-post',
    'apbct_email_check_before_post',
    'check_email_before_post',
    EMAIL,
    offlineChecks,
  ),
  {
    endpoint: 'email-before-post',
    name: 'admin-ajax without email',
    request: ajax('apbct_email_check_before_post'),
  },
  {
    endpoint: 'email-before-post',
    name: 'REST empty email',
    request: rest('check_email_before_post', { email: '' }),
  },
  {
    endpoint: 'email-before-post',
    name: 'REST without email',
    request: rest('check_email_before_post'),
  },
  {
    endpoint: 'email-before-post',
    name: 'admin-ajax wrong nonce',
    request: ajax('apbct_email_check_before_post', EMAIL, BAD),
    exact: true,
  },
  ...cloudUnreachable(
    'email-exist',
    'apbct_email_check_exist_post',
    'check_email_exist_post',
    EMAIL,
    offlineChecks,
  ),
  {
    endpoint: 'email-exist',
    name: 'admin-ajax without email',
    request: ajax('apbct_email_check_exist_post'),
  },
  { endpoint: 'email-exist', name: 'REST without email', request: rest('check_email_exist_post') },
  // email decode (c.1)
  ...cloudUnreachable('decode-email', 'apbct_decode_email', 'apbct_decode_email', ENCODED, {
    decode: 'cannot_connect',
  }),
  {
    endpoint: 'decode-email',
    name: 'admin-ajax wrong nonce',
    request: ajax('apbct_decode_email', ENCODED, BAD),
    exact: true,
  },
  {
    endpoint: 'decode-email',
    name: 'REST wrong nonce',
    request: rest('apbct_decode_email', ENCODED, BAD),
  },
  {
    endpoint: 'decode-email',
    name: 'REST without nonce',
    request: rest('apbct_decode_email', ENCODED, null),
  },
  {
    endpoint: 'decode-email',
    name: 'REST without encodedEmails',
    request: rest('apbct_decode_email'),
  },
  // force protection (c.7)
  ...cloudUnreachable(
    'force-protection',
    'apbct_force_protection_check_bot',
    'force_protection_check_bot',
    FP,
    { forceProtection: 'cloud_error' },
  ),
  {
    endpoint: 'force-protection',
    name: 'REST wrong nonce',
    request: rest('force_protection_check_bot', FP, BAD),
  },
  // fresh nonce (b): a remote call on the front page
  {
    endpoint: 'fresh-nonce',
    name: 'refresh',
    request: freshNonce({ nonce_prev: BAD, initial_request_params: '{}' }),
  },
  {
    endpoint: 'fresh-nonce',
    name: 'a second refresh within 10 s',
    keepCooldown: true,
    exact: true,
    request: freshNonce({ nonce_prev: BAD }),
  },
  {
    endpoint: 'fresh-nonce',
    name: 'without nonce_prev',
    exact: true,
    request: freshNonce({}),
  },
  {
    endpoint: 'fresh-nonce',
    name: 'malformed nonce_prev',
    exact: true,
    request: freshNonce({ nonce_prev: 'XYZ' }),
  },
  // the block modal's content (c.7): an admin-only action
  {
    endpoint: 'modal-load',
    name: 'admin-ajax as a visitor',
    request: ajax('get_options_template'),
    exact: true,
  },
  // integration checks (c.7), with the settings that switch them on
  integrationCheck('nsl-check', 'cleantalk_nsl_ajax_check', EMAIL),
  integrationCheck('nsl-check', 'cleantalk_nsl_ajax_check', EMAIL, { nonce: BAD }),
  integrationCheck('outside-iframe-check', 'cleantalk_outside_iframe_ajax_check', EMAIL),
  ...[undefined, BAD].map((nonce) =>
    integrationCheck('internal-form-check', 'ct_check_internal', EMAIL, {
      setting: 'forms__check_internal',
      nonce,
    }),
  ),
  ...[BAD, undefined].map((nonce) =>
    integrationCheck('external-form-check', 'cleantalk_force_ajax_check', EMAIL, {
      setting: 'forms__check_external',
      nonce,
    }),
  ),
  // fetch pre-checks (c.7, f): admin-ajax only, no nonce check; registered by the server when
  // their setting is on (no form plugin needed)
  ...[undefined, BAD].map((nonce) =>
    integrationCheck(
      'mailchimp-pre-check',
      'cleantalk_force_mailchimp_shadowroot_check',
      MAILCHIMP,
      {
        setting: 'forms__check_external',
        nonce,
        exact: true,
      },
    ),
  ),
  integrationCheck('otter-pre-check', 'cleantalk_force_otterform_check', OTTER, {
    setting: 'forms__contact_forms_test',
    exact: true,
  }),
  integrationCheck('elfsight-pre-check', 'cleantalk_force_elfsight_check', ELFSIGHT, {
    setting: 'forms__check_external',
    exact: true,
  }),
]
