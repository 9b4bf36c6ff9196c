/** What the `sanitizer` chunk registers. */
export interface SanitizerChunk {
  /** Returns HTML with scripts, handlers and unsafe URLs removed. */
  readonly sanitize: (html: string) => string
}
