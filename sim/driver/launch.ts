import path from 'node:path'
import puppeteer, { type Browser } from 'puppeteer'
import { InfraError } from '../errors'
import type { ResolvedBrowser } from './resolve-browser'
import { bramble } from '../message'

/**
 * Flags for headless Chromium on a closed network: no background traffic, no updates,
 * no GPU; `--no-sandbox` only when running as root, where the sandbox cannot start.
 * Puppeteer merges our `--disable-features` with its own list.
 */
export function chromiumFlags(): string[] {
  const flags = [
    // Every browser context opens a window whose omnibox preloads its WebUI popup
    // (chrome://omnibox-popup.top-chrome/, two targets in their own renderer) although a
    // headless window never shows it. Measured on the 39-scenario library, 2 cores: renderer
    // CPU 65 s → 16 s, browser process 29 s → 16 s, wall 58 s → 29 s.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    // One wheel turn, one jump and one scroll event (no animation spread over frames of
    // wall time, which the virtual clock would interleave differently in every run).
    '--disable-smooth-scrolling',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--no-default-browser-check',
  ]
  if (process.getuid?.() === 0) flags.unshift('--no-sandbox')
  return flags
}

/** Launches headless Chromium; failures become an InfraError with what to do. */
export async function launchBrowser(resolved: ResolvedBrowser): Promise<Browser> {
  try {
    return await puppeteer.launch({
      executablePath: resolved.executablePath,
      // Chromium's headless shell takes the classic switch; a full Chromium the new mode.
      headless: /headless[-_]shell/.test(path.basename(resolved.executablePath)) ? 'shell' : true,
      args: chromiumFlags(),
      // The suite closes browsers itself on every exit path (see run-suite.ts).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
  } catch (error) {
    throw new InfraError(
      bramble(
        `Failed to launch ${resolved.executablePath} (from ${resolved.source}): ${(error as Error).message.split('\n')[0]}. `,
      ) + 'Check that it is a working Chrome or Chromium (run it with --version).',
      { cause: error },
    )
  }
}
