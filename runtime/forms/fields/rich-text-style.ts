/**
 * The rich-text editor's look on a page without the form builder's editor stylesheet (the
 * mocked site, a site that dequeued it). Every rule has zero specificity (`:where`), so the
 * builder's stylesheet, which the server prints whenever a form has a rich-text field, wins
 * wherever it says something; the values are the ones it gives on a real site (measured:
 * toolbar 47.5 px, 28 px buttons and pickers, a 200 px editor box).
 */
const W = '.nf-quill-wrapper'

const HEADINGS = ['1', '2', '3']
  .map(
    (n) =>
      `:where(${W} .ql-header .ql-picker-label[data-value="${n}"],${W} .ql-header .ql-picker-item[data-value="${n}"])::before{content:"Heading ${n}"}`,
  )
  .join('')

const CSS =
  `:where(${W} .ql-toolbar){border:1px solid #ccc;background:#f5f5f5;padding:8px 5px;` +
  `font-family:Helvetica,Arial,sans-serif}` +
  `:where(${W} .ql-toolbar)::after{content:"";display:block;clear:both}` +
  `:where(${W} .ql-formats){display:inline-block;vertical-align:middle;margin-right:8px}` +
  `:where(${W} .ql-toolbar button){display:inline-flex;align-items:center;` +
  `justify-content:center;box-sizing:border-box;min-width:28px;height:28px;margin:0 2px;` +
  `padding:3px 5px;border:1px solid #ccc;border-radius:3px;background:#fff;color:#444}` +
  `:where(${W} .ql-toolbar button.ql-active){background:#e0e0e0;border-color:#adadad}` +
  `:where(${W} .ql-picker){position:relative;display:inline-block;vertical-align:middle;` +
  `box-sizing:border-box;height:28px;margin:0 2px;border:1px solid #ccc;border-radius:3px;` +
  `background:#fff;color:#444;font-size:14px}` +
  `:where(${W} .ql-header){width:98px}:where(${W} .ql-icon-picker){width:28px}` +
  `:where(${W} .ql-picker-label){display:flex;align-items:center;` +
  `justify-content:space-between;box-sizing:border-box;height:100%;padding:0 2px 0 8px}` +
  `:where(${W} .ql-icon-picker .ql-picker-label){padding:0 4px}` +
  `:where(${W} .ql-header .ql-picker-label,${W} .ql-header .ql-picker-item)::before` +
  `{content:"Normal"}` +
  HEADINGS +
  `:where(${W} .ql-picker-options){position:absolute;top:100%;left:0;z-index:10;` +
  `min-width:100%;box-sizing:border-box;padding:4px 8px;background:#fff;` +
  `border:1px solid #ccc;white-space:nowrap}` +
  `:where(${W} .ql-picker-item){display:block;padding:5px 0}` +
  `:where(${W} .ql-container){position:relative;border:1px solid #ccc;border-top:0;` +
  `background:#fff;font-family:Helvetica,Arial,sans-serif;font-size:13px}` +
  `:where(${W} .ql-editor){box-sizing:border-box;min-height:200px;max-height:500px;` +
  `overflow-y:auto;padding:12px 15px;line-height:1.42;white-space:pre-wrap;` +
  `overflow-wrap:break-word}` +
  `:where(${W} .ql-editor p){margin:0;font-size:16px}` +
  `:where(${W} .ql-editor.ql-blank)::before{content:attr(data-placeholder);position:absolute;` +
  `left:15px;right:15px;color:rgba(0,0,0,.6);font-style:italic;pointer-events:none}`

let added = false

/** Adds the fallback stylesheet to the document once. */
export function addRichTextStyle(): void {
  if (added) return
  added = true
  const style = document.createElement('style')
  style.dataset.bramble = 'rich-text'
  style.textContent = CSS
  document.head.appendChild(style)
}
