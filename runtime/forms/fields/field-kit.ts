/**
 * The field kinds a plain contact form never shows — date/time, star rating, image list,
 * signature, product/total/shipping, repeater, rich-text editor and the CAPTCHA widgets —
 * live in the lazily loaded `field-kit` chunk (field-kit.chunk.tsx), fetched before the
 * first render of a form that has one of them.
 */
import type { ComponentType, ReactNode } from 'react'
import type { CaptchaOptions, FormCaptchas } from '../captcha/start-captchas'
import { chunkOf, kindOf } from '../kinds'
import type { FormDef } from '../page-data'
import type { FieldState, FormState } from '../logic/types'
import type { LayoutPlan } from '../logic/layout-plan'
import type { LayoutRowProps } from '../view/LayoutRow'
import type { FieldEvents } from './field-events'
import type { FieldProps } from './field-props'

/** What the `field-kit` chunk registers. */
export interface FieldKit {
  readonly DateField: ComponentType<FieldProps>
  readonly StarRatingField: ComponentType<FieldProps>
  readonly ListImageField: ComponentType<FieldProps>
  readonly SignatureField: ComponentType<FieldProps>
  readonly ProductField: ComponentType<FieldProps>
  readonly AmountField: ComponentType<FieldProps>
  readonly CaptchaField: ComponentType<FieldProps>
  readonly RepeaterField: ComponentType<
    FieldProps & {
      readonly snapshot: FormState | undefined
      readonly renderChild: (child: FieldState) => ReactNode
    }
  >
  readonly RichTextEditor: ComponentType<
    FieldProps & { readonly value: string; readonly events: FieldEvents }
  >
  readonly startCaptchas: (options: CaptchaOptions) => FormCaptchas
  /** The Layout & Styles / Multi-Part plan of a form's `formContentData` rows. */
  readonly layoutPlan: (
    content: unknown,
    order: readonly string[],
    keyOfId: (id: string) => string | undefined,
  ) => LayoutPlan
  readonly LayoutRow: ComponentType<LayoutRowProps>
}

declare module '../view/form-context' {
  interface FormParts {
    /**
     * The lazily loaded field kinds (date, star rating, image list, signature, product, total,
     * repeater, rich text, CAPTCHA), present when the form has one of them and it loaded.
     */
    readonly kit?: FieldKit
  }
}

/**
 * Whether `formContentData` holds Layout rows or Multi-Part parts (objects), which the kit
 * lays out; a list of keys is the display order the fields are drawn in anyway.
 */
export function hasLayoutRows(content: unknown): boolean {
  return Array.isArray(content) && content.some((e) => typeof e === 'object' && e !== null)
}

/** Whether a form shows any kit field (repeater children are inside a repeater, a kit type). */
export function hasKitField(form: FormDef): boolean {
  return form.fields.some((f) => chunkOf(f) === 'field-kit')
}

/**
 * Whether a form's first render needs the kit: a kit field, or Layout rows while a layout
 * add-on is there to lay them out (without one the rows are not drawn, see view/FieldList).
 */
export function needsFieldKit(form: FormDef, layoutAddon: boolean): boolean {
  return hasKitField(form) || (layoutAddon && hasLayoutRows(form.settings.formContentData))
}

/** Whether a field type is a CAPTCHA widget (drawn by the kit's CAPTCHA wiring). */
export function isCaptcha(type: string): boolean {
  const control = kindOf(type).control
  return typeof control === 'object' && control.kit === 'CaptchaField'
}

/** Whether a form has a CAPTCHA field (its widgets need wiring). */
export function hasCaptcha(form: FormDef): boolean {
  return form.fields.some((f) => isCaptcha(f.type))
}
