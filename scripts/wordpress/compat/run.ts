// The compatibility matrix (`npm run test:compat`, docs/compat.md): for each release of either
// plugin in ../shared/oracles/releases/, paired with the other plugin's current release, starts
// the real WordPress with it and runs the real-WordPress suite (every file of test/wordpress/
// but NOT_IN_MATRIX, so a new differential file is in the matrix as soon as it exists),
// Bramble's scripts forced on with "use Bramble anyway". A release outside the verified range
// also gets the gate's check: its visitors are served the originals. Each release's result
// goes to reports/compat/<release>.json; then reports/compat.json (per release, per check:
// pass or fail and the differences), the verified releases (wordpress/verified-releases.json
// and the plugin's copy) and docs/compat.md's generated part are written from all of them.
//
//   npm run test:compat                            every release
//   npm run test:compat -- --only antispam-6.82    one release (others keep their last result)
//   npm run test:compat -- --report                only rewrite the outputs from the results
//   npm run test:compat -- --ci                    CI: oldest and newest of each plugin, CI's
//                                                  files (outside the range: the gate only)
//   npm run test:compat -- --only forms-3.14.0 --files swap,comments   (after a fix: these
//                                                  files' checks replace the release's ones)
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { REPO_ROOT } from '../sources'
import { readVerified, writeVerifiedPhp, VERIFIED_JSON } from '../verified-releases.mjs'
import { type CheckResult, type CompatReport, type ReleaseResult, writeCompatDoc } from './report'
import {
  compareVersions,
  currentReleases,
  inRange,
  isPrerelease,
  listReleases,
  type Release,
} from './releases'
import { bramble } from '../../../sim/message'

/**
 * The suite CI runs per extra release (docs/testing.md): the swap, and the flow and the
 * differential of the plugin that release is of. A release outside the range: the gate only.
 */
export const CI_FILES: Record<Release['runtime'], string[]> = {
  antispam: ['swap', 'comments', 'antispam-differential'],
  forms: ['swap', 'forms', 'forms-differential'],
}

/**
 * Files of test/wordpress/ the matrix leaves out: what they check does not change with the
 * plugins' releases (the accessibility of our own markup; the mock site's reply shapes
 * against the current release's, which mock-differential covers per release).
 */
export const NOT_IN_MATRIX = ['axe', 'shape']

/**
 * The matrix's files: every test file under test/wordpress/ (folders included, named by their
 * path there without `.test.ts`: `zoo/zoo`) but NOT_IN_MATRIX.
 */
export function matrixFiles(): string[] {
  return readdirSync(path.join(REPO_ROOT, 'test/wordpress'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) =>
      f
        .split(path.sep)
        .join('/')
        .replace(/\.test\.ts$/, ''),
    )
    .filter((f) => !NOT_IN_MATRIX.includes(f))
    .sort()
}

/** Each release's latest result, one file per release (runs of parts can go in parallel). */
const RESULTS_DIR = path.join(REPO_ROOT, 'reports/compat')

interface Options {
  ci: boolean
  /** Only regenerate reports/compat.json, the verified releases and the doc from results. */
  report: boolean
  only: string[]
  files: string[]
}

function parseArgs(argv: string[]): Options {
  const o: Options = { ci: false, report: false, only: [], files: [] }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const list = () => (argv[++i] ?? '').split(',').filter(Boolean)
    if (a === '--ci') o.ci = true
    else if (a === '--report') o.report = true
    else if (a === '--only') o.only.push(...list())
    else if (a === '--files') o.files.push(...list())
    else
      throw new Error(
        bramble(
          `Failed to read the arguments of test:compat: unknown "${a}". Use --ci, --report, --only <release id,…>, --files <test file,…>.`,
        ),
      )
  }
  return o
}

/** CI's releases: the oldest and the newest of each plugin. */
function ciReleases(all: Release[]): Release[] {
  const out: Release[] = []
  for (const runtime of ['antispam', 'forms'] as const) {
    const mine = all.filter((r) => r.runtime === runtime)
    for (const r of [mine[0], mine.at(-1)]) if (r && !out.includes(r)) out.push(r)
  }
  return out
}

interface VitestJson {
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

/** Runs the wordpress project once; resolves with its exit code and the captured output. */
function runVitest(env: NodeJS.ProcessEnv, files: string[], out: string): Promise<number> {
  const args = ['vitest', 'run', '--project', 'wordpress', '--reporter=default']
  args.push('--reporter=json', `--outputFile.json=${out}`)
  args.push(...files.map((f) => `test/wordpress/${f}.test.ts`))
  // Fewer pages at once on a loaded machine (navigation timeouts are the load, not a release).
  if (process.env.BRAMBLE_COMPAT_CONCURRENCY)
    args.push('--maxConcurrency', process.env.BRAMBLE_COMPAT_CONCURRENCY)
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: REPO_ROOT, env, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** The first line of a failure that says what differed, shortened for a table. */
function difference(message: string): string {
  const line =
    message
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('at ')) ?? message
  return line.length > 240 ? `${line.slice(0, 237)}…` : line
}

function checksOf(json: VitestJson): CheckResult[] {
  return (json.testResults ?? [])
    .map((file) => {
      const failed = file.assertionResults.filter((t) => t.status === 'failed')
      const ran = file.assertionResults.filter(
        (t) => t.status === 'passed' || t.status === 'failed',
      )
      const differences = failed.map(
        (t) => `${t.fullName}: ${difference(t.failureMessages?.join('\n') ?? '')}`,
      )
      if (file.status === 'failed' && failed.length === 0 && file.message)
        differences.push(difference(file.message))
      return {
        check: path.basename(file.name).replace(/\.test\.ts$/, ''),
        passed: file.status !== 'failed' && failed.length === 0,
        tests: ran.length,
        failed: failed.length,
        differences,
      }
    })
    .sort((a, b) => a.check.localeCompare(b.check))
}

async function runRelease(
  release: Release,
  current: Record<Release['runtime'], Release>,
  files: string[],
  ci: boolean,
): Promise<ReleaseResult> {
  const { verified, unsupported } = readVerified().runtimes[release.runtime]
  const gated = !inRange(release.version, verified, unsupported)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bramble-compat-'))
  const pair = { ...current, [release.runtime]: release }
  const env = {
    ...process.env,
    BRAMBLE_WP_ANTISPAM: pair.antispam.file,
    BRAMBLE_WP_FORMS: pair.forms.file,
    BRAMBLE_WP_ANYWAY: ci && gated ? '' : '1',
    BRAMBLE_WP_EXPECT_GATED: gated ? release.runtime : '',
    BRAMBLE_WP_SETUP_OUT: path.join(tmp, 'setup.json'),
  }
  process.stderr.write(
    `\n== ${release.id} with ${release.runtime === 'antispam' ? current.forms.id : current.antispam.id}${gated ? ' (outside the verified range: the gate is checked too)' : ''}\n`,
  )
  // CI checks a release outside the range only for the gate: its visitors get the originals.
  const run = !ci ? files : gated ? ['gate'] : files.length > 0 ? files : CI_FILES[release.runtime]
  const started = Date.now()
  const code = await runVitest(env, run, path.join(tmp, 'vitest.json'))
  const seconds = (Date.now() - started) / 1000
  const json: VitestJson = existsSync(path.join(tmp, 'vitest.json'))
    ? JSON.parse(readFileSync(path.join(tmp, 'vitest.json'), 'utf8'))
    : {}
  const setup = existsSync(env.BRAMBLE_WP_SETUP_OUT)
    ? (JSON.parse(readFileSync(env.BRAMBLE_WP_SETUP_OUT, 'utf8')) as {
        timings: Record<string, number>
      })
    : null
  rmSync(tmp, { recursive: true, force: true })
  const checks = checksOf(json)
  return {
    release: release.id,
    runtime: release.runtime,
    version: release.version,
    pairedWith: release.runtime === 'antispam' ? current.forms.id : current.antispam.id,
    prerelease: isPrerelease(release.version),
    gatedBefore: gated,
    setupSeconds: setup?.timings.total ?? null,
    runSeconds: Math.round(seconds),
    exitCode: code,
    passed: code === 0 && checks.length > 0 && checks.every((c) => c.passed),
    files: run,
    checks,
  }
}

/**
 * The verified releases after the matrix: each plugin's current release (CI verifies it on
 * every run), every release, not a development build, that passed every check, and a release
 * with no result yet as it was; `unsupported`: every release that failed.
 */
async function verifiedAfter(
  report: CompatReport,
  current: Record<Release['runtime'], Release>,
  notRun: Release[],
): Promise<void> {
  const data = readVerified()
  for (const runtime of ['antispam', 'forms'] as const) {
    const before = data.runtimes[runtime].verified
    const passed = report.releases
      .filter((r) => r.runtime === runtime && r.passed && !r.prerelease)
      .map((r) => r.version)
    const kept = notRun
      .filter((r) => r.runtime === runtime && before.includes(r.version))
      .map((r) => r.version)
    data.runtimes[runtime].verified = [
      ...new Set([current[runtime].version, ...passed, ...kept]),
    ].sort(compareVersions)
    // A release that failed is left out even between two verified ones.
    const keptOut = notRun
      .filter(
        (r) => r.runtime === runtime && data.runtimes[runtime].unsupported?.includes(r.version),
      )
      .map((r) => r.version)
    const failed = report.releases
      .filter((r) => r.runtime === runtime && !r.passed && !r.prerelease)
      .map((r) => r.version)
    data.runtimes[runtime].unsupported = [...new Set([...failed, ...keptOut])].sort(compareVersions)
  }
  // Written as Prettier writes it, so the checked-in file passes `npm run lint`.
  const options = (await prettier.resolveConfig(VERIFIED_JSON)) ?? {}
  writeFileSync(
    VERIFIED_JSON,
    await prettier.format(JSON.stringify(data), { ...options, filepath: VERIFIED_JSON }),
  )
  writeVerifiedPhp()
}

/** An earlier result with the checks of a later run of some of its files put in. */
function mergeChecks(earlier: ReleaseResult, later: ReleaseResult): ReleaseResult {
  const names = new Set(later.checks.map((c) => c.check))
  const checks = [...earlier.checks.filter((c) => !names.has(c.check)), ...later.checks].sort(
    (a, b) => a.check.localeCompare(b.check),
  )
  return {
    ...earlier,
    checks,
    exitCode: checks.every((c) => c.passed) ? 0 : later.exitCode || earlier.exitCode,
    passed: checks.length > 0 && checks.every((c) => c.passed),
    rerun: [...(earlier.rerun ?? []), { files: [...names], runSeconds: later.runSeconds }],
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2))
  const all = listReleases()
  if (all.length === 0)
    throw new Error(
      bramble(
        'Failed to find releases to check: ../shared/oracles/releases/ is missing or empty. Check out ../shared beside the repository.',
      ),
    )
  const current = currentReleases()
  const picked = o.only.length > 0 ? all.filter((r) => o.only.includes(r.id)) : all
  const releases = o.report ? [] : o.ci ? ciReleases(picked) : picked
  const files = o.files.length > 0 ? o.files : o.ci ? [] : matrixFiles()
  const matrix = !o.ci
  const ran: ReleaseResult[] = []
  mkdirSync(RESULTS_DIR, { recursive: true })
  for (const release of releases) {
    const result = await runRelease(release, current, files, o.ci)
    ran.push(result)
    // The release's result until the next run: a whole-suite run replaces it, a run of named
    // files (after a fix) replaces those files' checks in it.
    const file = path.join(RESULTS_DIR, `${release.id}.json`)
    const merged =
      o.files.length > 0 && existsSync(file)
        ? mergeChecks(JSON.parse(readFileSync(file, 'utf8')) as ReleaseResult, result)
        : result
    if (matrix) writeFileSync(file, JSON.stringify(merged, null, 2))
  }
  const summary = (results: ReleaseResult[], out: string, listed: string[]) => {
    const report: CompatReport = {
      date: new Date().toISOString(),
      files: listed,
      current: { antispam: current.antispam.version, forms: current.forms.version },
      releases: results,
    }
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
    process.stderr.write(`\n== compatibility: ${path.relative(REPO_ROOT, out)}\n`)
    for (const r of results)
      process.stderr.write(
        `${r.release.padEnd(22)} ${r.passed ? 'pass' : 'FAIL'}  set-up ${r.setupSeconds ?? '?'} s, run ${r.runSeconds} s  ${r.checks.map((c) => `${c.check} ${c.passed ? 'ok' : 'x'}`).join(', ')}\n`,
      )
    return report
  }
  if (!matrix) {
    const listed = o.ci && files.length === 0 ? [...new Set(Object.values(CI_FILES).flat())] : files
    summary(ran, path.join(REPO_ROOT, 'reports/compat-ci.json'), listed)
  } else {
    // The matrix: every release's latest whole-suite result, this run's or an earlier one's.
    const results = all
      .map((r) => path.join(RESULTS_DIR, `${r.id}.json`))
      .filter((f) => existsSync(f))
      .map((f) => JSON.parse(readFileSync(f, 'utf8')) as ReleaseResult)
    const notRun = all.filter((r) => !results.some((x) => x.release === r.id))
    // The files the recorded results ran (a file added since is in the next run, not this one).
    const ranFiles = [...new Set(results.flatMap((r) => r.files ?? []))].sort()
    const report = summary(
      results,
      path.join(REPO_ROOT, 'reports/compat.json'),
      ranFiles.length > 0 ? ranFiles : matrixFiles(),
    )
    await verifiedAfter(report, current, notRun)
    writeCompatDoc({ ...report, notRun: notRun.map((r) => r.id) }, readVerified())
  }
  // The matrix records a release that fails as unsupported (the gate then serves it the
  // originals); a CI or partial run fails on it. Every run fails when the gate's own check
  // failed on a release outside the range.
  const broken = ran.filter((r) => !r.passed && !r.prerelease)
  const gateFailed = ran.filter(
    (r) =>
      r.gatedBefore &&
      (r.files ?? []).includes('gate') &&
      !r.checks.some((c) => c.check === 'gate' && c.passed),
  )
  if (matrix && broken.length > 0)
    process.stderr.write(
      `\n${broken.map((r) => r.release).join(', ')} failed: recorded as unsupported (the gate serves them the originals) in wordpress/verified-releases.json and docs/compat.md.\n`,
    )
  if (gateFailed.length > 0)
    process.stderr.write(
      `\n${bramble(`The version gate failed on ${gateFailed.map((r) => r.release).join(', ')}: a release outside the verified range must be served the originals. See test/wordpress/gate.test.ts above.`)}\n`,
    )
  process.exitCode = (!matrix && broken.length > 0) || gateFailed.length > 0 ? 1 : 0
}

await main()
