import { z } from 'zod'

const rate = z.number().min(0).max(1).describe('a fraction between 0 and 1')

/** A gate config file: every threshold is optional; only the given ones are checked. */
export const gateConfigSchema = z
  .object({
    $schema: z.string().optional(),
    allExpectationsPass: z
      .boolean()
      .optional()
      .describe('every expectation of every scenario passes, and no scenario errored'),
    minBotDetectionRate: rate
      .optional()
      .describe('bot scenarios the reference verdict calls bot, out of all bot scenarios'),
    maxHumanFalsePositiveRate: rate
      .optional()
      .describe('human scenarios the reference verdict calls bot, out of all human scenarios'),
    minDetectionRateLowerBound: rate
      .optional()
      .describe(
        'the lower end of the bot detection rate’s 95 % Wilson interval (a population report’s own rate, else the bot scenarios’)',
      ),
    maxFalsePositiveRateUpperBound: rate
      .optional()
      .describe(
        'the upper end of the human false-positive rate’s 95 % Wilson interval (population or human scenarios)',
      ),
    maxFlaky: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('scenarios with differing outcomes over --repeat'),
    maxScenarioDurationMs: z
      .number()
      .positive()
      .optional()
      .describe('the slowest scenario, wall time (machine dependent)'),
  })
  .strict()

/** A parsed gate config. */
export type GateConfig = z.infer<typeof gateConfigSchema>
