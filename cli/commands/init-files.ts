import path from 'node:path'
import { schemaPath } from './schemas'

/** A file `bramble init` writes: its path inside the folder and its text. */
export interface StarterFile {
  readonly file: string
  readonly text: string
}

/** The schema of `name` as seen from `file` (a path relative to it, `/` separated). */
function schemaRef(dir: string, file: string, name: Parameters<typeof schemaPath>[0]): string {
  const rel = path.relative(path.dirname(path.join(dir, file)), schemaPath(name))
  return rel.split(path.sep).join('/')
}

const yamlHeader = (ref: string) => `# yaml-language-server: $schema=${ref}\n`

/**
 * The starter folder for one's own site: a site map, one human and one bot scenario on the
 * comment form, a gate config and a CI snippet. Every file names its JSON Schema (relative
 * to where it is written) so an editor completes and checks it.
 */
export function starterFiles(dir: string): StarterFile[] {
  const scenario = (file: string) => yamlHeader(schemaRef(dir, file, 'scenario'))
  const human = 'scenarios/human-comment.yaml'
  const bot = 'scenarios/bot-comment.yaml'
  return [
    {
      file: 'site-map.yaml',
      text:
        yamlHeader(schemaRef(dir, 'site-map.yaml', 'siteMap')) +
        `# Where your site shows each page the scenarios visit (bramble run --site URL --site-map this file).
# Fixture ids: run \`npx bramble serve\`. Paths are relative to the --site URL.
pages:
  comment-form: /hello-world/ # a post with comments open
# What your site runs, in the terms of a scenario's page.site (omitted: the defaults).
site: {}
`,
    },
    {
      file: human,
      text:
        scenario(human) +
        `# A person reads your post, writes a comment by hand and posts it.
name: A person comments on my post
tags: [mine, human]
seed: 1
page: { fixture: comment-form }
actor: { kind: human }
steps:
  - { action: scroll, dy: 200 }
  - { action: type, target: '#comment', text: 'Thanks, this answered my question.' }
  - { action: type, target: '#author', text: '{{person.fullName}}' }
  - { action: type, target: '#email', text: '{{internet.email}}' }
  - { action: submit, target: '#submit' }
expect:
  - { kind: verdict, is: human }
  - { kind: request, match: { path: /wp-comments-post.php }, count: 1 }
  - { kind: page-errors, count: 0 }
`,
    },
    {
      file: bot,
      text:
        scenario(bot) +
        `# A spam script: values set by script, submitted at once, no pointer, no keys.
# Other bots to try: docs/bot-zoo.md (human-mimic, form-agent, patient-bot, …).
name: A form script spams my comment form
tags: [mine, bot]
seed: 2
page: { fixture: comment-form }
actor: { kind: instant-fill }
steps:
  - { action: type, target: '#comment', text: 'Cheap watches at my site' }
  - { action: type, target: '#author', text: 'Watches' }
  - { action: type, target: '#email', text: 'sales@example.com' }
  - { action: submit, target: '#submit' }
expect:
  - { kind: verdict, is: bot }
  - { kind: page-errors, count: 0 }
`,
    },
    {
      file: 'gate.json',
      text: `${JSON.stringify(
        {
          $schema: schemaRef(dir, 'gate.json', 'gate'),
          allExpectationsPass: true,
          minBotDetectionRate: 1,
          maxHumanFalsePositiveRate: 0,
        },
        null,
        2,
      )}\n`,
    },
    {
      file: 'CI.md',
      text: `# Bramble in CI

Check the files, play the scenarios against your staging site, then gate the report. As steps
of a GitHub Actions job (any CI that runs Node 20 and has Chromium works the same way):

\`\`\`yaml
- run: npm ci
- run: npx bramble validate ${dir}
- run: npx bramble run ${dir}/scenarios --site \${{ vars.STAGING_URL }} --site-map ${dir}/site-map.yaml --workers 1 --reporter list,html
- run: npx bramble gate --config ${dir}/gate.json
\`\`\`

Without a staging site, drop \`--site\` and \`--site-map\`: the scenarios run against Bramble's
mocked site. Every file here names its JSON Schema on its first line (\`$schema\`), so an editor
completes and checks it.
`,
    },
  ]
}
