import { writeLocal } from '../storage'
import type { GuardVerdict } from './guard-verdicts'
import { coveredListKey, embedName, outsideEmbedKind, type EmbedKind } from './outside-embeds'
import { bramble } from '../../core/message'

/** The text on a cover while the check runs (the reference plugin's wording). */
export const CHECKING_TEXT = 'CleanTalk Anti-Spam checking data..'

const COVER_STYLE =
  'position:absolute;top:0;left:0;width:100%;height:100%;z-index:9999;display:flex;' +
  'align-items:center;justify-content:center;text-align:center;color:#fff;font:14px sans-serif'

/**
 * Covers the page's outside embeds (see outside-embeds.ts) with a transparent layer until
 * the visitor is checked (contract c.7 `cleantalk_outside_iframe_ajax_check`), once per page:
 * the first click on a cover, or keyboard focus entering a covered embed, runs `ask` with
 * the cover showing "checking"; allowed (or the check could not run) → every cover is
 * removed and the embeds work; refused → the message as text on the cover, and the embeds
 * are made inert so neither pointer nor keyboard reaches them. The covered embeds' names
 * go to the localStorage lists `apbct_outside_functional_protected_tags__DIV|IFRAME`
 * (emptied first, as on every page of the reference plugin). Returns the teardown.
 */
export function coverOutsideEmbeds(win: Window, ask: () => Promise<GuardVerdict>): () => void {
  const doc = win.document
  const lists: Record<EmbedKind, string[]> = { DIV: [], IFRAME: [] }
  const covered = new Map<Element, HTMLElement>()
  const restore: (() => void)[] = []
  for (const kind of ['DIV', 'IFRAME'] as const)
    writeLocal(win.localStorage, coveredListKey(kind), [])

  for (const el of doc.querySelectorAll('div, iframe')) {
    const kind = outsideEmbedKind(el)
    const name = kind && embedName(el)
    const parent = el.parentElement
    if (!kind || !name || !parent || lists[kind].includes(name)) continue
    if (win.getComputedStyle(parent).position === 'static') {
      const before = parent.style.position
      parent.style.position = 'relative'
      restore.push(() => (parent.style.position = before))
    }
    const cover = doc.createElement('div')
    cover.setAttribute('name', 'apbct_cover')
    cover.style.cssText = COVER_STYLE
    parent.append(cover)
    covered.set(el, cover)
    lists[kind].push(name)
    writeLocal(win.localStorage, coveredListKey(kind), lists[kind])
  }
  if (covered.size === 0) return () => restore.forEach((r) => r())

  let state: 'idle' | 'asking' | 'done' = 'idle'
  const say = (cover: HTMLElement, text: string) => {
    let note = cover.querySelector('.apbct-iframe-preloader-text')
    if (!note) {
      note = doc.createElement('span')
      note.className = 'apbct-iframe-preloader-text'
      note.setAttribute('role', 'status')
      cover.append(note)
    }
    note.textContent = text
  }
  const removeCovers = () => covered.forEach((cover) => cover.remove())
  const start = (cover: HTMLElement) => {
    if (state !== 'idle') return
    state = 'asking'
    cover.style.background = 'rgba(0,0,0,.5)'
    say(cover, CHECKING_TEXT)
    ask()
      .catch((): GuardVerdict => ({ allow: true }))
      .then((verdict) => {
        state = 'done'
        if (verdict.allow) return removeCovers()
        say(cover, verdict.message)
        covered.forEach((_, el) => el.setAttribute('inert', ''))
      })
      .catch((error: unknown) => console.error(bramble('Failed to check an embed:'), error))
  }
  const coverOf = (target: EventTarget | null): HTMLElement | undefined => {
    // Focus events can target the window itself, which is not a node.
    const node = (target as Node | null)?.nodeType ? (target as Node) : null
    for (const [el, cover] of covered) if (target === cover || el.contains(node)) return cover
    return undefined
  }
  const onClick = (event: Event) => {
    const cover = coverOf(event.target)
    if (cover && event.target === cover) start(cover)
  }
  const onFocus = (event: Event) => {
    const cover = coverOf(event.target)
    if (cover) start(cover)
  }
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('focusin', onFocus, true)
  return () => {
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('focusin', onFocus, true)
    removeCovers()
    covered.forEach((_, el) => el.removeAttribute('inert'))
    restore.forEach((r) => r())
  }
}
