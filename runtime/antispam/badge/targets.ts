const COMMENT_AUTHOR = '.apbct-trp > .comment-body *[class*="comment-author"]'
const COMMENT_AUTHOR_LINK = '.apbct-trp *[class*="comment-author-link"]'
const OTHERS = [
  '.apbct-trp > .wp-block-group *[class*="comment-author"]',
  '.apbct-trp *[class*="review__author"]',
  '.apbct-trp td[class*="column-author"] > strong',
]

function keep(el: Element, admin: boolean): boolean {
  if (el.querySelector('.comment-metadata')) return false
  const parentClass = el.parentElement?.getAttribute('class') ?? ''
  return (
    (el.getAttribute('class') ?? '').includes('review') ||
    admin ||
    parentClass.includes('group') ||
    el.tagName === 'DIV'
  )
}

/**
 * The elements that get a real-person badge (contract e): comment authors, block-theme
 * comment authors, review authors and the admin list's author cells of `.apbct-trp` items,
 * filtered by the keep and skip rules. Each element appears once.
 */
export function badgeTargets(root: ParentNode, admin: boolean): HTMLElement[] {
  const linkLayout = root.querySelector('.apbct-trp .comment-author .comment-author-link')
  const selector = [linkLayout ? COMMENT_AUTHOR_LINK : COMMENT_AUTHOR, ...OTHERS].join(', ')
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => keep(el, admin) && !el.querySelector(':scope > .apbct-real-user-badge'),
  )
}
