import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, useSite } from './site'
const site = useSite()
const browser = useBrowser()
it('explore', async () => {
  const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  const pages = [['post', site.pages.post.url], ...Object.entries(site.pages.forms).map(([n, f]) => [n, f.url])]
  for (const [name, url] of pages) {
    for (const flavour of ['original', 'bramble'] as const) {
      const p = await openSitePage(browser(), site, url!, flavour)
      try {
        if (name !== 'post') await p.page.waitForSelector('.nf-form-cont form input[type=submit]', { timeout: 20_000 })
        await p.page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined)
        await p.page.evaluate(axeSource)
        const v = await p.page.evaluate(async () => {
          const r = await (window as any).axe.run(document)
          return r.violations.filter((x: any) => x.impact === 'serious' || x.impact === 'critical').map((x: any) => `${x.impact} ${x.id}: ${x.nodes.map((n: any) => n.target.join(' ') + ' ' + n.html.slice(0, 150)).join(' | ')}`)
        })
        console.log(`== ${name} ${flavour}: ${v.length}\n${v.join('\n')}`)
      } finally { await p.close() }
    }
  }
}, 900000)
