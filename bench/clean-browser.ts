/**
 * A Chromium whose measured pages have no DevTools session attached, shared by the benches
 * that time pages in real Chromium (forms, antispam).
 *
 * Driving a page through puppeteer enables DevTools' Runtime domain on it; with it on, V8
 * records a detailed stack for every Error created and every timer set, and parses functions
 * again to collect source positions — costs a visitor never pays (see bench/forms.ts). Here
 * the trace is recorded through the browser's own session, the measured pages are created
 * with `Target.createTarget` in a fresh browser context, puppeteer's `targetFilter` keeps it
 * from attaching to them, and input goes through a session used for the `Input` domain only.
 */
import puppeteer, { type Browser, type CDPSession } from 'puppeteer'
import { chromiumFlags, resolveBrowser } from '../sim/driver'
import type { TraceEvent } from './lib/trace'
import { bramble } from '../sim/message'

/** The categories recorded unless told otherwise (no `disabled-by-default-*`: their stack
 * capture would inflate every call). */
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'toplevel']

export class CleanBrowser {
  private constructor(
    readonly browser: Browser,
    private readonly session: CDPSession,
  ) {}

  /** Launches Chromium; puppeteer attaches to no page whose URL `measured` accepts. */
  static async launch(measured: (url: string) => boolean): Promise<CleanBrowser> {
    const browser = await puppeteer.launch({
      executablePath: (await resolveBrowser()).executablePath,
      headless: true,
      args: chromiumFlags(),
      targetFilter: (t) => !measured(t.url()),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    return new CleanBrowser(browser, await browser.target().createCDPSession())
  }

  /** Opens `url` in a fresh browser context while tracing; `drive` runs the page. */
  async traced(
    url: string,
    drive: (targetId: string) => Promise<void>,
    categories: readonly string[] = CATEGORIES,
  ): Promise<TraceEvent[]> {
    const { session } = this
    const { browserContextId } = await session.send('Target.createBrowserContext', {})
    try {
      const complete = new Promise<string>((resolve) =>
        session.once('Tracing.tracingComplete', (e: { stream?: string }) =>
          resolve(e.stream ?? ''),
        ),
      )
      await session.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: { includedCategories: [...categories], excludedCategories: ['*'] },
      })
      const { targetId } = await session.send('Target.createTarget', { url, browserContextId })
      try {
        await drive(targetId)
      } finally {
        await session.send('Tracing.end')
      }
      const handle = await complete
      let text = ''
      for (;;) {
        const chunk = await session.send('IO.read', { handle, size: 1 << 20 })
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
        if (chunk.eof) break
      }
      await session.send('IO.close', { handle })
      return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents
    } finally {
      await session.send('Target.disposeBrowserContext', { browserContextId })
    }
  }

  /** Records a `clock_sync` event named `syncId` in the running trace (browser process). */
  async marker(syncId: string): Promise<void> {
    await this.session.send('Tracing.recordClockSyncMarker', { syncId })
  }

  /**
   * A flat session on a page. Enable no domain on it beyond what the caller needs (the benches
   * use `Input`, and `Page` and `DOM` briefly before measuring); `detach` ends it.
   */
  async pageSession(targetId: string): Promise<CDPSession> {
    const { sessionId } = await this.session.send('Target.attachToTarget', {
      targetId,
      flatten: true,
    })
    const connection = this.session.connection()
    const page = connection?.session(sessionId)
    if (!page) throw new Error(bramble('bench: no session for the page'))
    return page
  }

  /** Ends a session from `pageSession` (the page's agents are disabled with it). */
  async detach(page: CDPSession): Promise<void> {
    await this.session.send('Target.detachFromTarget', { sessionId: page.id() })
  }

  /** A session on a page for the input domain only (no Runtime, no Network). */
  inputSession(targetId: string): Promise<CDPSession> {
    return this.pageSession(targetId)
  }

  close(): Promise<void> {
    return this.browser.close()
  }
}
