import { readFile } from 'node:fs/promises'
import { UsageError } from '../../sim/errors'
import { formatPath } from '../../sim/scenario/load'
import { gateConfigSchema, type GateConfig } from './schema'
import { bramble } from '../../sim/message'

/** Reads and validates a gate config; errors name the file, the field and what was expected. */
export async function loadGateConfig(file: string): Promise<GateConfig> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new UsageError(
      bramble(
        `Failed to read gate config ${file}: ${(error as Error).message}. Give a JSON file such as gate.ci.json.`,
      ),
    )
  }
  const parsed = gateConfigSchema.safeParse(json)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - at ${formatPath(i.path)}: ${i.message}`)
    throw new UsageError(
      bramble(`Invalid gate config ${file}:\n${lines.join('\n')}\n`) +
        'Known keys: allExpectationsPass, minBotDetectionRate, maxHumanFalsePositiveRate, minDetectionRateLowerBound, maxFalsePositiveRateUpperBound, maxFlaky, maxScenarioDurationMs (see docs/cli.md).',
    )
  }
  if (Object.keys(parsed.data).filter((k) => k !== '$schema').length === 0) {
    throw new UsageError(
      bramble(
        `Gate config ${file} sets no threshold. Add at least one, e.g. "allExpectationsPass": true.`,
      ),
    )
  }
  return parsed.data
}
