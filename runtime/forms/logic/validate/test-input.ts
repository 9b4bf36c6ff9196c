import type { FieldDef } from '../../page-data'
import { createMessages } from './messages'
import type { RuleInput } from './rule'

/** A rule input for tests: the field definition, its value and the partner values by key. */
export function ruleInput(
  def: object,
  value: unknown,
  others: Record<string, unknown> = {},
  visible = true,
): RuleInput {
  return {
    def: { id: 1, key: 'k', type: 'textbox', ...def } as FieldDef,
    value,
    visible,
    messages: createMessages(
      { validateRequiredField: 'Fill me.' },
      { changeEmailErrorMsg: 'Bad email.' },
    ),
    valueByKey: (key) => others[key],
    siteDateFormat: 'd/m/Y',
  }
}
