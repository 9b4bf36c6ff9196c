import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'puppeteer'
import { afterAll, describe, expect, it } from 'vitest'
import { nffPage } from '../../sim/pages/forms-fixture-pages'
import type { PageField } from '../../sim/pages/nff/normalise'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'
import { openFixture, useBrowser } from '../support/browser'
import {
  CORPUS_TEST_TIMEOUT_MS,
  corpusPayloads,
  dangerousNodes,
  executions,
  printReports,
  trapPage,
  trapped,
  watchSentinel,
  XSS_POLICIES,
  type TrappedPage,
  type XssPolicy,
} from '../support/xss-corpus'

const browser = useBrowser()
printReports('xss-forms')
const dir = mkdtempSync(path.join(tmpdir(), 'bramble-xss-forms-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Payloads per generated form (one form holds every sink for each of its payloads). */
const BATCH = 120
const batchesOf = (PAYLOADS: string[]) =>
  Array.from({ length: Math.ceil(PAYLOADS.length / BATCH) }, (_, b) => ({
    first: b * BATCH,
    payloads: PAYLOADS.slice(b * BATCH, (b + 1) * BATCH),
  }))

/**
 * The sinks each payload goes through: what the page data or the server reply carries and
 * the runtime puts into the DOM. HTML by contract (sanitized): title, labels, descriptions,
 * html fields, field and form errors, the success message. Text: placeholders, help text,
 * list option labels, debug messages, merge-tag values (the visitor's own input), calc
 * displays (a number beside the payload in an html field).
 */
export const FORM_SINKS = [
  'form title',
  'field label',
  'help text',
  'field description',
  'placeholder',
  'html field',
  'merge tag value',
  'calc display',
  'dropdown option label',
  'radio option label',
  'checkbox option label',
  'server field error',
  'server form error',
  'debug message',
  'success message',
] as const

/** A form export with every form-builder sink holding each payload of the batch. */
function writeExport(batch: string, payloads: string[], first: number): string {
  const fields: Record<string, unknown>[] = []
  const options = payloads.map((p, i) => ({ label: p, value: `v${first + i}`, calc: '', order: i }))
  payloads.forEach((p, i) => {
    const k = first + i
    fields.push({
      type: 'textbox',
      key: `p${k}`,
      label: p,
      help_text: p,
      desc_text: p,
      placeholder: p,
    })
    fields.push({
      type: 'html',
      key: `h${k}`,
      label: `Echo ${k}`,
      // The payload last: unbalanced markup (an open comment) swallows what follows it.
      default: `<p>{field:p${k}}</p><p>{calc:total}</p><p>${p}</p>`,
    })
  })
  fields.push({ type: 'listselect', key: 'pick', label: 'Pick', options })
  fields.push({ type: 'listradio', key: 'one', label: 'One', options })
  fields.push({ type: 'listcheckbox', key: 'many', label: 'Many', options })
  fields.push({ type: 'submit', key: 'send', label: 'Send', processing_label: 'Sending' })
  const nff = {
    settings: {
      title: payloads[0],
      show_title: '1',
      default_label_pos: 'above',
      clear_complete: '0',
      hide_complete: '0',
      calculations: [{ name: 'total', eq: '2 + 3', dec: '2' }],
      formContentData: [],
    },
    fields: fields.map((f, i) => ({ ...f, order: String(i + 1) })),
    actions: payloads.map((p) => ({ type: 'successmessage', active: '1', success_msg: p })),
  }
  const file = path.join(dir, `xss-${batch}.nff`)
  writeFileSync(file, JSON.stringify(nff))
  return file
}

/**
 * Opens the batch's form page with the traps, under `csp`, on a site answering with `policy`.
 * The sentinel list keeps frames and images: an html field may embed an http(s) frame.
 */
async function openBatch(file: string, policy: SitePolicyInput, csp: XssPolicy) {
  const page = nffPage(file)
  let sentinel: string[] = []
  const opened = await openFixture(browser(), page.id, {
    pages: [page],
    policy,
    beforeLoad: async (pg) => {
      await trapPage(pg, csp)
      sentinel = watchSentinel(pg)
    },
  })
  const p = trapped(opened, csp, () =>
    sentinel.filter((r) => !r.startsWith('document ') && !r.startsWith('image ')),
  )
  await p.page.waitForSelector('.nf-form-cont form .submit-container input', { timeout: 30_000 })
  const id = await p.page.$eval('.nf-form-cont', (el) => el.id.replace(/^nf-form-|-cont$/g, ''))
  return { p, id }
}

/** The page's own copy of every field, by key, as the runtime read it. */
async function pageFields(page: Page): Promise<Map<string, PageField>> {
  const fields = await page.evaluate(() =>
    (window as unknown as { nfForms: { fields: unknown[] }[] }).nfForms.flatMap((f) => f.fields),
  )
  return new Map((fields as PageField[]).map((f) => [String(f.key), f]))
}

/** Sets each payload textbox as an autofill would (value, then input and change events). */
async function fillPayloads(page: Page, formId: string, values: Record<string, string>) {
  await page.evaluate(
    (id, vals) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      for (const [key, value] of Object.entries(vals)) {
        const input = document.querySelector<HTMLInputElement>(
          `#nf-form-${id}-cont [data-testid="nf-field-${key}"] input`,
        )!
        setter.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        input.dispatchEvent(new Event('change', { bubbles: true }))
      }
    },
    formId,
    values,
  )
}

/**
 * Zero executions anywhere (nor violation reports under a policy), no script-capable node in
 * the form, nothing from the sentinel.
 */
async function expectInert(p: TrappedPage, formId: string) {
  expect(await executions(p)).toEqual([])
  expect(await dangerousNodes(p.page, `#nf-form-${formId}-cont`)).toEqual([])
}

describe.each(XSS_POLICIES)(
  `XSS corpus payloads through ${FORM_SINKS.length} form sinks, %s`,
  (csp) => {
    it.each(batchesOf(corpusPayloads(csp)).map((b, i) => [i, b] as const))(
      'batch %i: rendered, echoed, erred and succeeded with zero executions',
      async (batch, { first, payloads }) => {
        const file = writeExport(`${batch}-${csp.replace(/\W+/g, '-')}`, payloads, first)
        const keys = payloads.map((_, i) => `p${first + i}`)
        const formErrors = Object.fromEntries(payloads.map((p, i) => [String(i), p]))
        const erring = await openBatch(
          file,
          {
            formsFieldErrors: Object.fromEntries(keys.map((k, i) => [k, payloads[i]!])),
            formsFormErrors: formErrors,
            formsDebug: { form: payloads, console: [] },
          },
          csp,
        )
        const { p, id } = erring
        const root = `#nf-form-${id}-cont`
        try {
          const fields = await pageFields(p.page)
          // Text sinks show the page's string as text.
          const shown = await p.page.$$eval(`${root} .textbox-container`, (cs) =>
            cs.map((c) => ({
              key: (c as HTMLElement).dataset.testid!.replace('nf-field-', ''),
              placeholder: c.querySelector('input')!.getAttribute('placeholder'),
              help: c.querySelector('.nf-help')?.getAttribute('data-text'),
              hasDesc: c.querySelector('.nf-field-description') !== null,
              hasLabel: c.querySelector('.nf-field-label label') !== null,
            })),
          )
          const own = shown.filter((s) => /^p\d+$/.test(s.key))
          expect(own).toHaveLength(payloads.length)
          // The help icon shows only when the help text has text once tags are stripped
          // (parsed inert, as the runtime strips them).
          const helpShown = await p.page.evaluate(
            (texts) =>
              texts.map(
                (t) =>
                  (
                    new DOMParser().parseFromString(t, 'text/html').body.textContent ?? ''
                  ).trim() !== '',
              ),
            own.map((s) => String(fields.get(s.key)!.help_text ?? '')),
          )
          for (const [i, s] of own.entries()) {
            const def = fields.get(s.key)!
            expect(s.placeholder).toBe(def.placeholder)
            expect(s.help ?? null).toBe(helpShown[i] ? def.help_text : null)
            expect(s.hasDesc && s.hasLabel).toBe(true)
          }
          for (const [sel, key] of [
            ['select option', 'pick'],
            ['.listradio-container li label', 'one'],
            ['.listcheckbox-container li label', 'many'],
          ] as const) {
            const labels = await p.page.$$eval(`${root} ${sel}`, (os) =>
              os.map((o) => o.textContent),
            )
            const want = (fields.get(key)!.options as { label: string }[]).map((o) => o.label)
            expect(labels.filter((l) => want.includes(l ?? ''))).toHaveLength(want.length)
          }
          // Calc displays: the calc's value beside each payload.
          expect(
            await p.page.$$eval(`${root} [data-key="calc:total"]`, (ss) =>
              ss.map((s) => s.textContent),
            ),
          ).toEqual(payloads.map(() => '5.00'))
          await expectInert(p, id)

          // Merge tags: each payload typed into its textbox shows as text in its html field.
          await fillPayloads(p.page, id, Object.fromEntries(keys.map((k, i) => [k, payloads[i]!])))
          await p.page.waitForFunction(
            (r, n) =>
              [...document.querySelectorAll(`${r} [data-key^="field:p"]`)].filter(
                (s) => s.textContent !== '',
              ).length === n,
            { timeout: 20_000 },
            root,
            payloads.length,
          )
          const echoes = await p.page.$$eval(`${root} [data-key^="field:p"]`, (ss) =>
            ss.map((s) => s.textContent),
          )
          expect(echoes).toEqual(payloads)

          // Server field errors, form errors and debug messages.
          await p.page.click(`${root} .submit-container input`)
          await p.page.waitForFunction(
            (r, n) => document.querySelectorAll(`${r} .nf-error-msg`).length >= n,
            { timeout: 20_000 },
            root,
            payloads.length * 2,
          )
          expect(
            await p.page.$$eval(`${root} .nf-debug-msg p`, (ps) => ps.map((x) => x.textContent)),
          ).toEqual(payloads)
          await expectInert(p, id)
        } finally {
          await p.close()
        }

        // The success message: every payload's success action, concatenated by the server.
        const ok = await openBatch(file, {}, csp)
        try {
          await ok.p.page.click(`#nf-form-${ok.id}-cont .submit-container input`)
          await ok.p.page.waitForSelector(`#nf-form-${ok.id}-cont .nf-response-msg:not(:empty)`, {
            timeout: 20_000,
          })
          await expectInert(ok.p, ok.id)
        } finally {
          await ok.p.close()
        }
      },
      CORPUS_TEST_TIMEOUT_MS,
    )
  },
)
