import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { InfraError } from '../errors'
import { resolveBrowser } from './resolve-browser'

function fakeBrowser(dir: string, name: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, '#!/bin/sh\n')
  chmodSync(file, 0o755)
  return file
}

describe('resolveBrowser', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bramble-browser-'))
  const onPath = fakeBrowser(dir, 'chromium')
  const other = fakeBrowser(dir, 'my-chrome')
  const noCache = () => undefined

  it('prefers --browser, then BRAMBLE_CHROME, then PUPPETEER_EXECUTABLE_PATH, then PATH', async () => {
    const env = { PATH: dir, BRAMBLE_CHROME: other, PUPPETEER_EXECUTABLE_PATH: onPath }
    expect(await resolveBrowser({ explicit: onPath, env, puppeteerCachePath: noCache })).toEqual({
      executablePath: onPath,
      source: '--browser',
    })
    expect((await resolveBrowser({ env, puppeteerCachePath: noCache })).source).toBe(
      'BRAMBLE_CHROME',
    )
    expect(
      (
        await resolveBrowser({
          env: { PATH: dir, PUPPETEER_EXECUTABLE_PATH: other },
          puppeteerCachePath: noCache,
        })
      ).source,
    ).toBe('PUPPETEER_EXECUTABLE_PATH')
    expect(
      await resolveBrowser({ env: { PATH: `/nonexistent:${dir}` }, puppeteerCachePath: noCache }),
    ).toEqual({ executablePath: onPath, source: 'PATH' })
  })

  it("falls back to puppeteer's cache", async () => {
    const r = await resolveBrowser({
      env: { PATH: '/nonexistent' },
      puppeteerCachePath: () => other,
    })
    expect(r).toEqual({ executablePath: other, source: 'puppeteer cache' })
  })

  it('rejects a named browser that does not exist, naming both fixes', async () => {
    const run = resolveBrowser({
      explicit: path.join(dir, 'missing'),
      env: { PATH: dir },
      puppeteerCachePath: noCache,
    })
    await expect(run).rejects.toThrow(InfraError)
    await expect(run).rejects.toThrow(
      /apt-get install -y chromium[\s\S]*npx puppeteer browsers install chrome/,
    )
  })

  it('fails with both fixes when there is no browser anywhere', async () => {
    const run = resolveBrowser({
      env: { PATH: '/nonexistent' },
      puppeteerCachePath: () => path.join(dir, 'nope'),
    })
    await expect(run).rejects.toThrow(
      /none on PATH[\s\S]*apt-get install -y chromium[\s\S]*npx puppeteer browsers install chrome/,
    )
  })
})
