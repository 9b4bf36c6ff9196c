/** The registered name of `page-forms/antispam-form-watch.chunk.ts`. */
export const FORM_WATCH_CHUNK = 'antispam-form-watch'

/** What `dist/antispam-form-watch.js` provides. */
export interface FormWatchChunk {
  /**
   * Calls `scan` once per batch of DOM changes that add or remove forms, from now on (and
   * once soon if forms came or went since the first scan); returns the teardown.
   */
  readonly watchForms: (
    win: Window,
    scan: () => void,
    ours: (node: Node) => boolean,
    formsAtFirstScan: number,
  ) => () => void
}
