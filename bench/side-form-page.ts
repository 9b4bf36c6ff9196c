/**
 * The form pages of the side-by-side bench (side-forms.ts): a page the mocked site renders,
 * reshaped as WordPress prints it on a block theme with the original's scripts or Bramble's
 * (and what our WordPress plugin prints around a form), and the form shapes measured.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadNffFile, pageFixtures, renderFormsPage } from '../sim/pages'
import { ORIGINAL_URLS as U, templatesDir } from './originals'
import { formChunks } from './side-form-chunks'
import type { Impl } from './side-pages'
import type { BenchSite } from './side-site'
import { bramble } from '../sim/message'

/**
 * What our WordPress plugin prints around a form's container (class-bramble-swap.php) when
 * `forms.js` is printed in `<head>`, as on this page: right before the first container a
 * preload of React's vendor file (preload_form_needs), and right after each container, before
 * its data script, the chunks the form's first render waits for as scripts, each once
 * (print_form_chunks).
 */
function withPluginPreloads(body: string): string {
  const printed = new Set<string>()
  const withChunks = body.replace(
    /(<div id="nf-form-\d+-cont"[^]*?<\/div>\n<\/div>)([^]*?)(<script>var formDisplay=1;[^]*?<\/script>)/g,
    (_, container: string, between: string, data: string) => {
      const tags = formChunks(data)
        .filter((name) => !printed.has(name) && printed.add(name))
        .map((name) => `<script src="/dist/${name}.js" id="bramble-${name}-js"></script>\n`)
        .join('')
      return `${container}\n${tags}${between.replace(/^\n/, '')}${data}`
    },
  )
  return withChunks.replace(
    /<div id="nf-form-\d+-cont"/,
    (m) => `<link rel="preload" as="script" href="/dist/react-vendor.js">\n${m}`,
  )
}

// The templates the form builder always prints (its render class's starting list).
const BASE_TEMPLATES = [
  'app-layout',
  'app-before-form',
  'app-after-form',
  'app-before-fields',
  'app-after-fields',
  'app-before-field',
  'app-after-field',
  'form-layout',
  'form-hp',
  'field-layout',
  'field-before',
  'field-after',
  'fields-wrap',
  'fields-wrap-no-label',
  'fields-wrap-no-container',
  'fields-label',
  'fields-error',
  'form-error',
  'field-input-limit',
  'field-null',
]

/**
 * The `tmpl-nf-*` script tags the form builder prints at the end of the page: its base list,
 * then `fields-<t>` for every element template a field of the page names, read from the
 * plugin's `includes/Templates/` in the cache.
 */
export function formTemplates(originalsDir: string, html: string): string {
  const dir = templatesDir(originalsDir)
  const names = [...BASE_TEMPLATES]
  for (const m of html.matchAll(/"element_templates":\[([^\]]*)\]/g))
    for (const t of JSON.parse(`[${m[1]}]`) as string[])
      if (!names.includes(`fields-${t}`)) names.push(`fields-${t}`)
  const files = new Set(readdirSync(dir))
  return names
    .filter((n) => files.has(`${n}.html`))
    .map((n) => readFileSync(path.join(dir, `${n}.html`), 'utf8'))
    .join('')
}

/** Marks and checks a form page carries besides its form scripts. */
export interface FormPageOptions {
  readonly impl: Impl
  /** The cache of the originals, when there is one (templates and stylesheet). */
  readonly originalsDir?: string
  /** Placed first in `<head>` (the bench's own observers). */
  readonly probe: string
}

const START_MARK = `<script>performance.mark('bench-start')</script>`

/**
 * A form page as the site renders it (`html`, with the globals and `dist/forms.js` at the end
 * of the body), reshaped the way WordPress prints it on a block theme: the form scripts in
 * `<head>` with the builder's localised globals before its front end, the per-form data
 * inline in the body, the templates at the end. A start mark goes right before the first form
 * script of either version.
 */
export function formPage(html: string, { impl, originalsDir, probe }: FormPageOptions): string {
  const globals = /<script>var nfFrontEnd=.*?<\/script>/s.exec(html)?.[0]
  if (!globals || !html.includes('<script src="/dist/forms.js"></script>'))
    throw new Error(bramble('Failed to reshape a form page: no form globals or forms.js in it.'))
  const body = html.replace(globals, '').replace('<script src="/dist/forms.js"></script>', '')
  const ver = '?ver=3.14.9'
  const scripts =
    impl === 'bramble'
      ? [
          globals,
          // What our WordPress plugin prints on a form page without WordPress's React
          // (wordpress/bramble/includes/class-bramble-swap.php, react_deps): React's vendor
          // file right before forms.js, fetched with it.
          '<script src="/dist/react-vendor.js" id="bramble-react-vendor-js"></script>',
          '<script src="/dist/forms.js" id="nf-front-end-js"></script>',
        ]
      : [
          `<script src="${U.jquery}?ver=3.7.1" id="jquery-core-js"></script>`,
          `<script src="${U.underscore}?ver=1.13.7" id="underscore-js"></script>`,
          `<script src="${U.backbone}?ver=1.6.0" id="backbone-js"></script>`,
          `<script src="${U.formsDeps}${ver}" id="nf-front-end-deps-js"></script>`,
          globals,
          `<script src="${U.formsFrontEnd}${ver}" id="nf-front-end-js"></script>`,
          ...(/"type":"date"/.test(html)
            ? [`<script src="${U.formsDatepicker}${ver}" id="nf-datepicker-js"></script>`]
            : []),
        ]
  const head = [
    probe,
    ...(originalsDir ? [`<link rel="stylesheet" href="${U.formsCss}${ver}" media="all">`] : []),
    START_MARK,
    ...scripts,
  ].join('\n')
  const templates = originalsDir ? formTemplates(originalsDir, html) : ''
  return (impl === 'bramble' ? withPluginPreloads(body) : body)
    .replace(/<head>\n/i, (h) => `${h}${head}\n`)
    .replace(/<\/body>/i, `${templates}</body>`)
}

/** A form page shape of the side by side and its budgets (ratios to the original). */
export interface FormShape {
  readonly label: string
  readonly fields: number
  readonly html: string
  readonly ready: number
  readonly cpu: number
}

/** The form page shapes: the contact form, the job application (or 23 fields), 500 fields. */
export function formShapes(site: BenchSite, dir: string | undefined): FormShape[] {
  const page = (id: string) => pageFixtures.get(id)!.render(site.ctx)
  const job = dir && `${templatesDir(dir)}/formtemplate-jobapplication.nff`
  const out: FormShape[] = []
  // The contact form is the project's own export (3 inputs and a submit button).
  if (pageFixtures.has('forms-contact'))
    out.push({
      label: 'contact form (4 fields)',
      fields: 4,
      html: page('forms-contact'),
      ready: 0.5,
      cpu: 0.5,
    })
  if (job && existsSync(job))
    out.push({
      label: 'job application (23 fields)',
      fields: 23,
      html: renderFormsPage(site.ctx, { title: 'Job Application', forms: [loadNffFile(job, '5')] }),
      ready: 0.5,
      cpu: 0.5,
    })
  else
    out.push({
      label: '23-field registration (no job application without the originals)',
      fields: 23,
      html: page('forms-23-fields'),
      ready: 0.5,
      cpu: 0.5,
    })
  out.push({
    label: '500 fields',
    fields: 500,
    html: page('forms-500-fields'),
    ready: 0.3,
    cpu: 0.5,
  })
  return out
}
