import { BAD, type EndpointRow, type RowRequest, type SideInfo } from './endpoint-table'

/** The `contact` form's submission with `values` by field key (keys left out post ""). */
function submit(values: Record<string, string>, o: { security?: string; nonceTs?: string } = {}) {
  return (s: SideInfo): RowRequest => {
    const fields = Object.fromEntries(
      Object.entries(s.contact.field).map(([key, id]) => [
        id,
        { value: values[key] ?? '', id: Number(id) },
      ]),
    )
    const formData = { id: s.contact.id, fields, settings: {}, extra: {} }
    return {
      url: s.ajaxUrl,
      encoding: 'urlencoded',
      headers: { Cookie: `ct_checkjs=${s.checkjs}` },
      fields: {
        action: 'nf_ajax_submit',
        security: o.security ?? s.nonces.forms,
        nonce_ts: o.nonceTs ?? '',
        formData: JSON.stringify(formData),
      },
    }
  }
}
const FILLED = { name: 'Ann Visitor', email: 'ann@example.com', message: 'Hello there.' }
// A field's settings and the form's settings are what the site owner stored; the reply only
// carries them back.
const SUBMIT_OPAQUE = ['data.settings', 'data.fields.*', 'data.fields_by_key.*']

/** The form builder's submit (forms contract c/d): success, validation and error paths. */
export const FORMS_ROWS: readonly EndpointRow[] = [
  { endpoint: 'nf_ajax_submit', name: 'success', request: submit(FILLED), opaque: SUBMIT_OPAQUE },
  {
    endpoint: 'nf_ajax_submit',
    name: 'a required field left empty',
    request: submit({ ...FILLED, name: '' }),
    opaque: SUBMIT_OPAQUE,
  },
  { endpoint: 'nf_ajax_submit', name: 'wrong nonce', request: submit(FILLED, { security: BAD }) },
  {
    endpoint: 'nf_ajax_submit',
    name: 'a nonce_ts never issued',
    request: submit(FILLED, { nonceTs: '1700000000' }),
  },
  {
    endpoint: 'nf_ajax_submit',
    name: 'a form that does not exist',
    request: (s) => ({
      ...submit(FILLED)(s),
      fields: {
        ...submit(FILLED)(s).fields,
        formData: JSON.stringify({ id: '987', fields: {}, settings: {}, extra: {} }),
      },
    }),
  },
  {
    endpoint: 'nf_ajax_submit',
    name: 'resume without a session',
    request: (s) => ({
      url: s.ajaxUrl,
      encoding: 'urlencoded',
      fields: {
        action: 'nf_ajax_submit',
        security: s.nonces.forms,
        'nf_resume[nf_resume]': s.contact.id,
      },
    }),
  },
]
