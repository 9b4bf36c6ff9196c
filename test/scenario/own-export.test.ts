import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, ROOT, runCli } from '../support/cli'

// A visitor's own export, in a folder of its own outside the repository.
const dir = mkdtempSync(path.join(tmpdir(), 'bramble-own-export-'))
const option = (label: string, value: string, order: number) => ({
  label,
  value,
  calc: '',
  selected: 0,
  order,
})
const EXPORT = {
  settings: { title: 'Bakery pre-order', default_label_pos: 'above', hide_complete: 1 },
  fields: [
    { key: 'who', type: 'textbox', label: 'Name for the order', order: 1, required: 1 },
    { key: 'mail', type: 'email', label: 'Email', order: 2, required: '1' },
    {
      key: 'loaf',
      type: 'listselect',
      label: 'Loaf',
      order: 3,
      required: 1,
      options: [
        option('- choose -', '', 0),
        option('Rye sourdough', 'rye', 1),
        option('Spelt tin', 'spelt', 2),
      ],
    },
    {
      key: 'extras',
      type: 'listmultiselect',
      label: 'Extras',
      order: 4,
      options: [
        option('Seeds on top', 'seeds', 0),
        option('Sliced', 'sliced', 1),
        option('Paper bag', 'bag', 2),
      ],
    },
    { key: 'go', type: 'submit', label: 'Pre-order', order: 5 },
  ],
  actions: [{ type: 'successmessage', active: '1', success_msg: 'Thanks, {field:who}!' }],
}
writeFileSync(path.join(dir, 'bakery.nff'), JSON.stringify(EXPORT))
writeFileSync(
  path.join(dir, 'bakery.yaml'),
  `name: A visitor's own export renders, refuses empty required fields, then submits
page: { nff: ./bakery.nff }
actor: { kind: human }
steps:
  - { action: waitFor, target: '.nf-form-cont .submit-container input' }
  - { action: submit, target: '.submit-container input' }
  - { action: wait, ms: 300 }
  - { action: snapshot, name: empty }
  - { action: type, target: '.textbox-container input', text: 'Grete' }
  - { action: type, target: '.email-container input', text: 'grete@example.com' }
  - { action: select, target: '.listselect-container select', choose: Spelt tin }
  - { action: select, target: '.listmultiselect-container select', choose: [seeds, Paper bag] }
  - { action: submit, target: '.submit-container input' }
  - { action: wait, ms: 1500 }
expect:
  - { kind: outcome, what: form-error, text: 'This is a required field', at: empty }
  - { kind: outcome, what: success, state: none, at: empty }
  - kind: request
    match: { action: nf_ajax_submit }
    count: 1
    fields: { formData: '"value":"spelt".*"value":\\["seeds","bag"\\]' }
  - { kind: outcome, what: success, text: 'Thanks, Grete!' }
  - { kind: page-errors, count: 0 }
`,
)

describe('page: { nff } in a scenario', () => {
  it('runs an export from a folder outside the repository: required errors, select steps, submit, success', async () => {
    expect(path.relative(ROOT, dir).startsWith('..')).toBe(true)
    const out = path.join(dir, 'reports')
    const r = await runCli([
      'run',
      path.join(dir, 'bakery.yaml'),
      '--reporter',
      'list',
      '--out',
      out,
    ])
    expect(r.stdout).toMatch(/^ok .*bakery/m)
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    const s = report.scenarios[0]!
    expect(s.expectations.map((e) => [e.description, e.passed]).filter(([, ok]) => !ok)).toEqual([])
    // The page was served (not a 404) and the visitor saw the form's own title.
    const page = s.captured.requests.find((q) => q.method === 'GET' && q.path.includes('bakery'))
    expect(page?.path).toBe('/forms-custom-bakery/')
    const picks = (s.groundTruth?.events ?? []).filter((e) => e.type === 'select')
    expect(picks.map((e) => e.values)).toEqual([['spelt'], ['seeds', 'bag']])
  })
})
