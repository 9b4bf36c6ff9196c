import type { Step } from './schema'

/** What a population needs of a real site's comment form, read once from its page. */
export interface SiteCommentForm {
  /** The form's action as a path on the site (WordPress: `/wp-comments-post.php`). */
  readonly action: string
  /** Its hidden inputs as the server printed them (`comment_post_ID`, `comment_parent`…). */
  readonly hidden: Readonly<Record<string, string>>
}

/**
 * How visitors find the comment form's controls on a real site: by accessible name (the
 * label a person reads, the name a screen reader says), as WordPress's comment form gives
 * them. The mock's ids (`#comment`…) are its own.
 */
export const COMMENT_FORM_NAMES: Readonly<Record<string, string>> = {
  '#comment': 'aria/Comment',
  '#author': 'aria/Name',
  '#email': 'aria/Email',
  '#submit': 'aria/Post Comment',
}

/** The form's field names, by the control's id or accessible name in a template. */
const FIELD_OF: Readonly<Record<string, string>> = Object.fromEntries(
  ['comment', 'author', 'email'].flatMap((field) => [
    [`#${field}`, field],
    [COMMENT_FORM_NAMES[`#${field}`]!, field],
  ]),
)

/**
 * Marks one visit's comment on a real site: its text ends with `(bramble <tag>)` and its
 * e-mail address is `bramble-<tag>@example.com`, so the site's owner can find (and delete)
 * every comment of a run, and WordPress never refuses a later run's visitor as a duplicate
 * of this one (same author and text) or skips the anti-spam check for an author it already
 * approved three times.
 */
export interface VisitMark {
  readonly tag: string
}

const marked = (field: string, text: string, mark: VisitMark) =>
  field === 'email'
    ? `bramble-${mark.tag}@example.com`
    : field === 'comment'
      ? `${text} (bramble ${mark.tag})`
      : text

const byName = (target: string) => COMMENT_FORM_NAMES[target] ?? target

/**
 * A population visit's steps for a real site's comment form: controls by accessible name,
 * the visit's mark in its comment and address, and the raw-HTTP bot's post sent where the
 * form posts, with the form's hidden inputs as a scraping bot copies them.
 */
export function stepsForSite(
  steps: readonly Step[],
  form: SiteCommentForm,
  mark: VisitMark,
): Step[] {
  return steps.map((step): Step => {
    switch (step.action) {
      case 'type':
      case 'paste':
        return {
          ...step,
          target: byName(step.target),
          text: marked(FIELD_OF[step.target] ?? '', step.text, mark),
        }
      case 'submit':
      case 'click':
        return { ...step, target: byName(step.target) }
      case 'autofill':
        return {
          ...step,
          fields: Object.fromEntries(
            Object.entries(step.fields).map(([target, text]) => [
              byName(target),
              marked(FIELD_OF[target] ?? '', text, mark),
            ]),
          ),
        }
      case 'post': {
        const fields = Object.fromEntries(
          Object.entries(step.fields)
            .filter(([name]) => !(name in form.hidden))
            .map(([name, text]) => [name, marked(name, text, mark)]),
        )
        return { ...step, path: form.action, fields: { ...form.hidden, ...fields } }
      }
      default:
        return step
    }
  })
}
