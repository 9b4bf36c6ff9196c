import type { ContractDiff } from './diff'
import { CATEGORIES, CATEGORY_TITLES, type Category, type Contract } from './types'

const WIDTH = 100

/** A detail cut to fit one line. */
function short(detail: string | undefined, room = 60): string {
  if (!detail) return ''
  return detail.length > room ? `${detail.slice(0, room - 1)}…` : detail
}

/** The contract of one release as text: per category its names, used ones marked `*`. */
export function contractLines(
  contract: Contract,
  uses: Readonly<Record<Category, readonly string[]>>,
): string[] {
  const lines = [`${contract.plugin} ${contract.version}: visitor contract (* = Bramble uses it)`]
  for (const category of CATEGORIES) {
    const entries = Object.entries(contract.categories[category])
    const used = new Set(uses[category])
    lines.push('', `${CATEGORY_TITLES[category]} (${entries.length}):`)
    for (const [name, detail] of entries) {
      const line = `  ${used.has(name) ? '*' : ' '} ${name}`
      const rest = detail ? `  ${short(detail, Math.max(20, WIDTH - line.length - 2))}` : ''
      lines.push(`${line}${rest}`)
    }
  }
  return lines
}

const SIGN = { added: '+', removed: '-', changed: '~' } as const

/** What changed between two releases, per category; changes Bramble uses marked `!`. */
export function diffLines(diff: ContractDiff, baseLabel: string, otherLabel: string): string[] {
  const used = diff.changes.filter((c) => c.used).length
  const lines = [
    `${diff.plugin} ${diff.base} (${baseLabel}) → ${diff.other} (${otherLabel}): ` +
      `${diff.changes.length} change${diff.changes.length === 1 ? '' : 's'}, ` +
      `${used} touching what Bramble uses`,
  ]
  for (const category of CATEGORIES) {
    const changes = diff.changes.filter((c) => c.category === category)
    if (changes.length === 0) continue
    const count = (k: string) => changes.filter((c) => c.kind === k).length
    lines.push(
      '',
      `${CATEGORY_TITLES[category]}: ${count('added')} added, ${count('removed')} removed, ` +
        `${count('changed')} changed`,
    )
    for (const c of changes) {
      const mark = c.used ? '!' : ' '
      const detail =
        c.kind === 'changed'
          ? `  ${short(c.before, 40)} → ${short(c.after, 40)}`
          : c.kind === 'added'
            ? short(c.after) && `  ${short(c.after)}`
            : short(c.before) && `  ${short(c.before)}`
      lines.push(`  ${mark} ${SIGN[c.kind]} ${c.name}${detail}`)
    }
  }
  lines.push(
    '',
    diff.touchesBramble
      ? 'Bramble uses something that changed (marked !): verify this release on the real server (npm run test:compat) before serving Bramble with it.'
      : 'Nothing Bramble uses changed.',
  )
  return lines
}
