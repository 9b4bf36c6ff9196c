import { inlineForm } from './forms-fixtures/builder'
import { renderFormsPage } from './nff/render'
import type { PageFixture } from './page-context'

/** Length of the calculation chain (the keystroke budget's case). */
export const CALC_CHAIN_LENGTH = 100

/**
 * A number field feeding 100 chained calculations (`c0 = qty × 1.5`, `cN = c(N-1) + 1`),
 * each shown in its own html field: one keystroke must update all 100 displays.
 */
export const formsUiCalcChainPage: PageFixture = {
  id: 'forms-ui-calc-chain',
  title: '100 chained calculations',
  description: 'One number field feeding 100 chained calculations, each shown in an html field.',
  render(ctx) {
    const calculations = Array.from({ length: CALC_CHAIN_LENGTH }, (_, i) => ({
      name: `c${i}`,
      eq: i === 0 ? '{field:qty} * 1.5' : `{calc:c${i - 1}} + 1`,
      dec: '2',
      order: String(i),
    }))
    const displays = Array.from({ length: CALC_CHAIN_LENGTH }, (_, i) => ({
      type: 'html',
      label: `Step ${i}`,
      key: `show${i}`,
      order: String(i + 2),
      default: `Step ${i}: {calc:c${i}}`,
    }))
    const form = inlineForm(
      {
        settings: { title: 'Calculation chain', calculations },
        fields: [
          { type: 'number', label: 'Quantity', key: 'qty', order: '1' },
          ...displays,
          { type: 'submit', label: 'Send', key: 'submit', order: String(CALC_CHAIN_LENGTH + 2) },
        ],
      },
      '90',
    )
    return renderFormsPage(ctx, { title: 'Calculation chain', forms: [form] })
  },
}
