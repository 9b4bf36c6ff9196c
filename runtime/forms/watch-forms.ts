/**
 * Watches `window.nfForms` so forms are built whether their inline data was printed
 * before or after this bundle, pushed one by one, or assigned wholesale (page builders
 * and async loaders reorder scripts).
 */
export function watchForms(win: Window, onEntry: (entry: unknown) => void): () => void {
  const host = win as unknown as Record<string, unknown>
  const seen = new WeakSet<object>()
  const deliver = (entry: unknown) => {
    if (typeof entry === 'object' && entry !== null) {
      if (seen.has(entry)) return
      seen.add(entry)
    }
    onEntry(entry)
  }
  let current: unknown
  const originalPush = new WeakMap<unknown[], unknown[]['push']>()
  const adopt = (value: unknown) => {
    current = value
    if (!Array.isArray(value)) return
    value.forEach(deliver)
    if (originalPush.has(value)) return
    const push = value.push
    originalPush.set(value, push)
    Object.defineProperty(value, 'push', {
      configurable: true,
      writable: true,
      value(this: unknown[], ...items: unknown[]) {
        const length = push.apply(this, items)
        items.forEach(deliver)
        return length
      },
    })
  }
  adopt(host.nfForms)
  const descriptor = Object.getOwnPropertyDescriptor(win, 'nfForms')
  const canWatch = !descriptor || descriptor.configurable
  if (canWatch) {
    Object.defineProperty(win, 'nfForms', {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (value: unknown) => adopt(value),
    })
  }
  return () => {
    if (Array.isArray(current)) delete (current as unknown as Record<string, unknown>).push
    if (canWatch) {
      Object.defineProperty(win, 'nfForms', {
        configurable: true,
        enumerable: true,
        writable: true,
        value: current,
      })
    }
  }
}
