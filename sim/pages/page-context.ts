import type { SiteKnobs } from '../site/knobs'

/** What a page fixture is rendered with. */
export interface PageContext {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly origin: string
  readonly knobs: SiteKnobs
  readonly nonces: { readonly ajax: string; readonly rest: string; readonly forms: string }
}

/** A page of the mocked site. */
export interface PageFixture {
  readonly id: string
  readonly title: string
  readonly description: string
  render(ctx: PageContext): string
}
