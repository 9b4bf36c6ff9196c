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

  it('prefers a headless shell on PATH only when asked, and never over a named browser', async () => {
    const shellDir = mkdtempSync(path.join(tmpdir(), 'bramble-shell-'))
    const shell = fakeBrowser(shellDir, 'chrome-headless-shell')
    fakeBrowser(shellDir, 'chromium')
    const base = { puppeteerCachePath: noCache, preferHeadlessShell: true }
    const env = { PATH: shellDir }
    expect(await resolveBrowser({ ...base, env })).toEqual({
      executablePath: shell,
      source: 'headless shell',
    })
    expect((await resolveBrowser({ env, puppeteerCachePath: noCache })).source).toBe('PATH')
    expect(
      (await resolveBrowser({ ...base, env: { ...env, BRAMBLE_HEADLESS_SHELL: '0' } })).source,
    ).toBe('PATH')
    expect((await resolveBrowser({ ...base, env: { ...env, BRAMBLE_CHROME: other } })).source).toBe(
      'BRAMBLE_CHROME',
    )
    // Not on PATH: not used, wherever it is installed.
    expect((await resolveBrowser({ ...base, env: { PATH: dir } })).source).toBe('PATH')
  })

  it("launches the binary behind Debian's headless-shell wrapper script", async () => {
    const wrapperDir = mkdtempSync(path.join(tmpdir(), 'bramble-wrapper-'))
    const wrapper = fakeBrowser(wrapperDir, 'chromium-headless-shell')
    const binary = fakeBrowser(mkdtempSync(path.join(tmpdir(), 'bramble-lib-')), 'shell')
    const lookup = { env: { PATH: wrapperDir }, puppeteerCachePath: noCache }
    const found = (debianHeadlessShell: string) =>
      resolveBrowser({ ...lookup, preferHeadlessShell: true, debianHeadlessShell })
    expect((await found(binary)).executablePath).toBe(binary)
    expect((await found(path.join(wrapperDir, 'missing'))).executablePath).toBe(wrapper)
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
