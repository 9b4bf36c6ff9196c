import type { Frame, Page } from 'puppeteer'

// The no-input bots of the zoo: a script that waits on the comment page, fills the form by
// DOM (no pointer, key or focus event) and sends it one way. One entry per way a page can
// send a form (issue 26, point 1); the zoo runs each with the original and with ours.

/** How long the bot stays on the page after it loaded, before it fills and sends. */
export const DWELL_MS = 1800

/** The page's form, filled by script. Runs in the page (or a frame of it). */
export interface Filled {
  readonly email: string
  readonly text: string
}

/** One way to send the filled comment form. */
export interface SendPath {
  /** A query the page needs (e.g. one that loads jQuery), added to the post's URL. */
  readonly query?: Record<string, string>
  /** Whether sending leaves the page (a form submission) or stays on it (a request). */
  readonly navigates: boolean
  /** Saves `HTMLFormElement.prototype.submit` before any script of the page runs. */
  readonly saveSubmitFirst?: boolean
  /** The form is in a frame of the page (the same post, framed by itself). */
  readonly inFrame?: boolean
  /** Sends the form; the page is loaded and the dwell has passed, the form filled. */
  send(page: Page | Frame): Promise<void>
}

/** In-page: waits for the dwell (the page has loaded), then fills the form by DOM. */
export async function dwellAndFill(page: Page | Frame, filled: Filled): Promise<void> {
  await page.evaluate(
    async (dwell: number, { email, text }: Filled) => {
      await new Promise((r) => setTimeout(r, dwell))
      const set = (sel: string, v: string) => {
        ;(document.querySelector(sel) as HTMLInputElement).value = v
      }
      set('#comment', text)
      set('#author', 'Zoo Bot')
      set('#email', email)
    },
    DWELL_MS,
    filled,
  )
}

/** Runs `body` on the comment form in the page, without waiting for what it starts. */
const onForm = async (page: Page | Frame, body: string): Promise<void> => {
  await page.evaluate(
    `void (() => { const form = document.querySelector('#commentform'); ${body} })()`,
  )
}

const PATHS = {
  click: { navigates: true, send: (p) => onForm(p, `form.querySelector('#submit').click()`) },
  enter: {
    navigates: true,
    async send(p) {
      await p.focus('#author')
      await (p as Page).keyboard.press('Enter')
    },
  },
  'request-submit': { navigates: true, send: (p) => onForm(p, 'form.requestSubmit()') },
  'synthetic-submit-event': {
    navigates: true,
    // A script that fires the event itself, then submits unless a listener cancelled it.
    send: (p) =>
      onForm(
        p,
        `if (form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
           HTMLFormElement.prototype.submit.call(form)`,
      ),
  },
  'prototype-submit': {
    navigates: true,
    send: (p) => onForm(p, 'HTMLFormElement.prototype.submit.call(form)'),
  },
  'saved-submit': {
    navigates: true,
    saveSubmitFirst: true,
    send: (p) => onForm(p, 'window.__zooSubmit.call(form)'),
  },
  'other-frame-submit': {
    navigates: true,
    send: (p) =>
      onForm(
        p,
        `const frame = document.createElement('iframe')
         document.body.append(frame)
         frame.contentWindow.HTMLFormElement.prototype.submit.call(form)`,
      ),
  },
  fetch: {
    navigates: false,
    send: (p) => onForm(p, `fetch(form.action, { method: 'POST', body: new FormData(form) })`),
  },
  xhr: {
    navigates: false,
    send: (p) =>
      onForm(
        p,
        `const x = new XMLHttpRequest()
         x.open('POST', form.action)
         x.send(new FormData(form))`,
      ),
  },
  jquery: {
    navigates: false,
    query: { bramble_test_needs_jquery: '1' },
    send: (p) =>
      onForm(p, `jQuery.ajax({ url: form.action, type: 'POST', data: jQuery(form).serialize() })`),
  },
  'iframe-form': { navigates: true, inFrame: true, send: (f) => onForm(f, 'form.requestSubmit()') },
  beacon: {
    navigates: false,
    send: (p) => onForm(p, 'navigator.sendBeacon(form.action, new FormData(form))'),
  },
} satisfies Record<string, SendPath>

/** A send path's name. */
export type SendPathName = keyof typeof PATHS

/** Every send path of a no-input bot, by name. */
export const SEND_PATHS: Readonly<Record<SendPathName, SendPath>> = PATHS

/** Saves the prototype's submit before the page's scripts run (a bot's early hook). */
export async function saveSubmitFirst(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    ;(window as unknown as { __zooSubmit: unknown }).__zooSubmit = HTMLFormElement.prototype.submit
  })
}
