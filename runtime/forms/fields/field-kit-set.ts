/** The components and wiring of the `field-kit` chunk (see field-kit.ts). */
import { startCaptchas } from '../captcha/start-captchas'
import { layoutPlan } from '../logic/layout-plan'
import { LayoutRow } from '../view/LayoutRow'
import { AmountField } from './AmountField'
import { CaptchaField } from './CaptchaField'
import { DateField } from './DateField'
import type { FieldKit } from './field-kit'
import { ListImageField } from './ListImageField'
import { ProductField } from './ProductField'
import { RepeaterField } from './RepeaterField'
import { RichTextEditor } from './RichTextEditor'
import { SignatureField } from './SignatureField'
import { StarRatingField } from './StarRatingField'

/** Every kit member, as the chunk registers it (unit tests use it directly). */
export const fieldKitSet: FieldKit = {
  DateField,
  StarRatingField,
  ListImageField,
  SignatureField,
  ProductField,
  AmountField,
  CaptchaField,
  RepeaterField,
  RichTextEditor,
  startCaptchas,
  layoutPlan,
  LayoutRow,
}
