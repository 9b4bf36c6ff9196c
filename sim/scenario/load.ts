import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { ScenarioFileError } from '../errors'
import { scenarioSchema, type Scenario } from './schema'
import { bramble } from '../message'

/** A scenario with the file it came from. */
export interface LoadedScenario {
  readonly file: string
  readonly id: string
  readonly scenario: Scenario
}

/** `steps[2].target` style path of a zod issue. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = ''
  for (const s of segments)
    out += typeof s === 'number' ? `[${s}]` : out ? `.${String(s)}` : String(s)
  return out || '(top level)'
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `at ${formatPath(issue.path)}: ${issue.message}`
}

/** Parses and validates one scenario file's text. */
export function parseScenario(file: string, text: string): Scenario {
  const doc = parseDocument(text, { prettyErrors: true })
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!
    throw new ScenarioFileError(
      file,
      bramble(
        `Failed to read scenario ${file}: ${e.message.split('\n')[0]}. Fix the YAML/JSON syntax there.`,
      ),
    )
  }
  const parsed = scenarioSchema.safeParse(doc.toJS())
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 5).map((i) => `  - ${describeIssue(i)}`)
    throw new ScenarioFileError(
      file,
      bramble(`Invalid scenario ${file}:\n${lines.join('\n')}\n`) +
        `See scenarios/README.md or scenario.schema.json for the format.`,
    )
  }
  return parsed.data
}

/** Reads and validates one scenario file. */
export async function loadScenario(file: string, cwd = process.cwd()): Promise<LoadedScenario> {
  const rel = path.relative(cwd, path.resolve(cwd, file)) || file
  let text: string
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8')
  } catch (error) {
    throw new ScenarioFileError(
      rel,
      bramble(`Failed to read scenario ${rel}: ${(error as Error).message}. Check the path.`),
    )
  }
  const scenario = await withRecording(rel, parseScenario(rel, text), cwd)
  return { file: rel, id: rel.replace(/\\/g, '/').replace(/\.(ya?ml|json)$/, ''), scenario }
}

/**
 * An actor's `params.recording` given as a file (a scenario `bramble record` wrote, relative
 * to the scenario) replaced by that file's recording, so a bot can replay a real person.
 */
async function withRecording(file: string, scenario: Scenario, cwd: string): Promise<Scenario> {
  const from = scenario.actor.params.recording
  if (typeof from !== 'string') return scenario
  const other = path.join(path.dirname(file), from)
  let recording: unknown
  try {
    recording = (await loadScenario(other, cwd)).scenario.actor.params.recording
  } catch (error) {
    throw new ScenarioFileError(
      file,
      bramble(
        `Failed to read the recording of ${file} (actor.params.recording: ${from}): ${(error as Error).message.split('\n')[0]} Give a file \`bramble record\` wrote, relative to the scenario.`,
      ),
    )
  }
  if (typeof recording !== 'object' || recording === null)
    throw new ScenarioFileError(
      file,
      bramble(
        `Failed to read the recording of ${file}: ${other} holds no recording. Give a file \`bramble record\` wrote.`,
      ),
    )
  const params = {
    ...scenario.actor.params,
    recording: recording as Scenario['actor']['params']['recording'],
  }
  return { ...scenario, actor: { ...scenario.actor, params } }
}
