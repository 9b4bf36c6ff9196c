import { z } from 'zod'

/** A CSS selector in the page. */
export const selector = z
  .string()
  .min(1)
  .describe('a CSS selector, or `aria/<name>`: the form control with that accessible name (label)')
const text = z
  .string()
  .describe('literal text, or a faker template such as `{{internet.email}}` (seeded)')

const step = <K extends string, T extends z.ZodRawShape>(action: K, shape: T, about: string) =>
  z
    .object({ action: z.literal(action), ...shape })
    .strict()
    .describe(about)

/** One step the actor performs; how it performs it depends on the actor. */
export const stepSchema = z.discriminatedUnion('action', [
  step('move', { target: selector }, 'move the pointer onto an element (hover)'),
  step('click', { target: selector }, 'move to an element and click it'),
  step('touch', { target: selector }, 'tap an element on a touch screen'),
  step('type', { target: selector, text }, 'focus a field (if needed) and type into it'),
  step('paste', { target: selector, text }, 'focus a field and paste (insertFromPaste), no keys'),
  step(
    'select',
    {
      target: selector.describe('a CSS selector of a <select> (a dropdown or a multi-select)'),
      choose: z
        .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
        .describe(
          'the option to choose, or every option to choose in a multi-select: each by its label (the text shown) or its value',
        ),
    },
    'choose options of a dropdown or multi-select by label or value (input and change fire, no keys)',
  ),
  step(
    'autofill',
    { fields: z.record(selector, text).refine((f) => Object.keys(f).length > 0, 'name a field') },
    "the browser's autofill: values set with input and change events, no keys",
  ),
  step('scroll', { dy: z.number().int().min(-20_000).max(20_000) }, 'scroll by dy pixels'),
  step('wait', { ms: z.number().int().min(0).max(600_000) }, 'let visitor time pass'),
  step(
    'waitFor',
    { target: selector, timeoutMs: z.number().int().min(1).default(5000) },
    'wait (in visitor time) until an element exists',
  ),
  step(
    'snapshot',
    { name: z.string().min(1).describe('the name `outcome` expectations give as `at`') },
    'record what the visitor sees at this moment, for `outcome` expectations with `at`',
  ),
  step(
    'submit',
    { target: selector },
    'submit: click the submit control (bots may submit by script)',
  ),
  step(
    'navigate',
    {
      fixture: z.string().min(1).optional().describe('a page fixture id'),
      path: z.string().startsWith('/').optional().describe('a path on the mock site'),
    },
    'load another page',
  ),
  step(
    'post',
    {
      path: z.string().startsWith('/'),
      fields: z.record(z.string(), text).default({}),
    },
    'raw-http actor: POST a urlencoded form without a browser',
  ),
])

/** One parsed step. */
export type Step = z.infer<typeof stepSchema>
