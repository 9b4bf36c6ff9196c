import { dateRule } from '../logic/validate/date'
import { emailRule } from '../logic/validate/email'
import { confirmRule } from '../logic/validate/confirm'
import { numberMaxRule, numberMinRule, numberStepRule } from '../logic/validate/number'
import { checkedRule, requiredRule } from '../logic/validate/required'
import type { FieldRule } from '../logic/validate/rule'
import { flagOf } from '../logic/field-props'
import type { FieldDef } from '../page-data'
import type { CalcValueOf, FieldKind, KindChunk, KitControl } from './types'
import {
  checkboxCalc,
  checkboxInitial,
  checkboxSubmit,
  checkboxText,
  dateInitial,
  emptySubmit,
  listCalc,
  listInitial,
  productSubmit,
  repeaterSubmit,
  textCalc,
  textInitial,
  textSubmit,
  totalSubmit,
} from './values'

const on = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on'

/** Whether a list field holds several values (an image list when it allows several). */
export function isMultiValue(def: FieldDef): boolean {
  const multi = kindOf(def.type).multi
  return typeof multi === 'function' ? multi(def) : multi === true
}

const multiList = (multi: FieldKind['multi']) => ({
  multi,
  initial: listInitial(false, isMultiValue),
  calc: listCalc(isMultiValue),
})
const dropdown = { initial: listInitial(true, isMultiValue), calc: listCalc(isMultiValue) }
const text: FieldKind = { control: 'text' }
// Kinds that hold no visitor data and are drawn as a text box (add-on types among them).
const noData: FieldKind = { control: 'text', holdsData: false }
const password: FieldKind = {
  control: 'text',
  input: 'password',
  holdsData: false,
  inRepeater: false,
}
// A kind drawn by a member of the `field-kit` chunk, shown as `withoutKit` while the kit is
// not loaded.
const kitKind = (kit: KitControl, withoutKit: 'text' | 'nothing' = 'text') =>
  ({ control: { kit, withoutKit }, chunk: 'field-kit' }) as const
const captcha = kitKind('CaptchaField', 'nothing')

/**
 * Every form field kind the front end draws (spec §9, contract c), by `type`. A new kind is
 * one descriptor here plus its component (in the `field-kit` chunk unless a plain contact
 * form shows it); any other type is drawn and posted as a text box.
 */
export const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  textbox: text,
  firstname: { control: 'text', autocomplete: 'given-name' },
  lastname: { control: 'text', autocomplete: 'family-name' },
  email: { control: 'text', input: 'email', autocomplete: 'email', rules: [emailRule] },
  phone: { control: 'text', input: 'tel', autocomplete: 'tel' },
  address: { control: 'text', autocomplete: 'street-address' },
  address2: { control: 'text', autocomplete: 'address-line2' },
  city: { control: 'text', autocomplete: 'address-level2' },
  zip: { control: 'text', autocomplete: 'postal-code' },
  password,
  passwordconfirm: password,
  spam: text,
  // The original has no template for these: their element stays empty on a real site.
  unknown: { control: 'none', holdsData: false, calcDisplay: 'text' },
  confirm: { control: 'text', holdsData: false, rules: [confirmRule] },
  divider: noData,
  creditcard: noData,
  creditcardcvc: noData,
  creditcardexpiration: noData,
  creditcardfullname: noData,
  creditcardnumber: noData,
  creditcardzip: noData,
  textarea: {
    control: 'textarea',
    // The rich-text editor is a kit member.
    chunk: (def) => (on(def.textarea_rte) ? 'field-kit' : undefined),
  },
  number: { control: 'number', rules: [numberMinRule, numberMaxRule, numberStepRule] },
  quantity: { control: 'number', totals: 'quantity' },
  checkbox: {
    control: 'checkbox',
    required: checkedRule,
    text: checkboxText,
    initial: checkboxInitial,
    calc: checkboxCalc,
    submit: checkboxSubmit,
  },
  listradio: { control: 'listradio', label: 'span', ...multiList(false) },
  listcheckbox: { control: 'listcheckbox', label: 'span', ...multiList(true) },
  terms: {
    control: 'listcheckbox',
    ...multiList(true),
    // Untouched terms with nothing ticked keep the printed '' (the original posts it and the
    // server stores ''); the other lists post [].
    initial: (def, raw) => (String(raw) === '' ? '' : listInitial(false, isMultiValue)(def, raw)),
  },
  listselect: { control: 'listselect', ...dropdown },
  liststate: { control: 'listselect', ...dropdown },
  listcountry: { control: 'listselect', ...dropdown },
  listmultiselect: { control: 'listselect', ...multiList(true) },
  listimage: {
    ...kitKind('ListImageField'),
    label: 'span',
    ...multiList((def) => flagOf(def, 'allow_multi_select')),
  },
  date: { ...kitKind('DateField'), label: 'span', initial: dateInitial, rules: [dateRule] },
  starrating: { ...kitKind('StarRatingField'), label: 'span' },
  signature: { ...kitKind('SignatureField'), label: 'span' },
  product: {
    ...kitKind('ProductField'),
    calc: 'product',
    submit: productSubmit,
    totals: 'product',
  },
  total: { ...kitKind('AmountField'), submit: totalSubmit, totals: 'total' },
  shipping: { ...kitKind('AmountField'), totals: 'shipping' },
  repeater: { ...kitKind('RepeaterField', 'nothing'), submit: repeaterSubmit, inRepeater: false },
  recaptcha: { ...captcha, holdsData: false },
  recaptcha_v3: { ...captcha, holdsData: false },
  hcaptcha: captcha,
  turnstile: captcha,
  html: {
    control: 'html',
    label: 'span',
    chunk: 'html-field',
    holdsData: false,
    inRepeater: false,
    calcDisplay: 'html',
  },
  note: { control: 'none', holdsData: false, calcDisplay: 'text' },
  hidden: {
    control: 'hidden',
    input: 'hidden',
    holdsData: false,
    inRepeater: false,
    calcDisplay: 'text',
  },
  hr: { control: 'hr', label: 'span', submit: emptySubmit, holdsData: false },
  submit: { control: 'submit', submit: emptySubmit, holdsData: false, inRepeater: false },
  button: { control: 'text', submit: emptySubmit, holdsData: false },
}

/** The descriptor of a field type; unknown types are text boxes. */
export function kindOf(type: string): FieldKind {
  return Object.prototype.hasOwnProperty.call(FIELD_KINDS, type) ? FIELD_KINDS[type]! : text
}

/** Whether a field type holds sets of child fields (its control is the kit's repeater). */
export function isRepeater(type: string): boolean {
  const control = kindOf(type).control
  return typeof control === 'object' && control.kit === 'RepeaterField'
}

/** The chunk a field needs before its form's first render, if any. */
export function chunkOf(def: FieldDef): KindChunk | undefined {
  const chunk = kindOf(def.type).chunk
  return typeof chunk === 'function' ? chunk(def) : chunk
}

/** A field's value as loaded: the printed `value` in the shape the submit request posts. */
export function initialValue(def: FieldDef): unknown {
  const raw = def.value === undefined || def.value === null ? '' : def.value
  return (kindOf(def.type).initial ?? textInitial)(def, raw)
}

/** The posted value of one top-level field, in the shape of the contract (c) table. */
export const submitValueOf: (kind: FieldKind) => NonNullable<FieldKind['submit']> = (kind) =>
  kind.submit ?? textSubmit

/** The calc value of a field kind (see logic/calc/field-calc-value.ts). */
export const calcValueOf = (kind: FieldKind): CalcValueOf =>
  typeof kind.calc === 'function' ? kind.calc : textCalc

/** The live rules of a field type in check order: `required` first, then the kind's own. */
export function rulesOf(type: string): readonly FieldRule[] {
  return RULES_BY_KIND.get(kindOf(type)) ?? [requiredRule]
}

const RULES_BY_KIND = new Map<FieldKind, readonly FieldRule[]>(
  Object.values(FIELD_KINDS).map((k) => [k, [k.required ?? requiredRule, ...(k.rules ?? [])]]),
)

/**
 * The types that show calc tags when the page prints no `use_merge_tags.calculations`
 * (their descriptors' `calcDisplay`).
 */
export const DEFAULT_CALC_DISPLAY_TYPES: readonly string[] = Object.keys(FIELD_KINDS).filter(
  (type) => FIELD_KINDS[type]!.calcDisplay,
)

export type { CalcValueOf, ControlRef, FieldKind, KindChunk, KitControl } from './types'
