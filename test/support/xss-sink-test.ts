import { expect, it } from 'vitest'
import { CORPUS_TEST_TIMEOUT_MS, executions, type TrappedPage } from './xss-corpus'

/**
 * A test of corpus payloads through a sink: `open` opens the trapped page, `check` puts the
 * payloads through the sink and checks what it shows; after it nothing may have run
 * ({@link executions}), and the page is closed whatever happened.
 */
export function itThroughSink(
  title: string,
  open: () => Promise<TrappedPage>,
  check: (p: TrappedPage) => Promise<void>,
): void {
  it(
    title,
    async () => {
      const p = await open()
      try {
        await check(p)
        expect(await executions(p)).toEqual([])
      } finally {
        await p.close()
      }
    },
    CORPUS_TEST_TIMEOUT_MS,
  )
}
