/** A model as the collection shims hold them: an id and Backbone's `get`. */
export interface ModelLike {
  readonly id: string
  get(key: string): unknown
}

/**
 * The Backbone collection subset add-ons use on the original's form and field collections
 * (`app: get:forms`, `forms: loaded`, a form model's `get('fields')`).
 */
export interface CollectionShim<M extends ModelLike> {
  readonly models: M[]
  readonly length: number
  /** By id (or by anything with an `id`, as Backbone's `get`). */
  get(id: unknown): M | undefined
  at(index: number): M | undefined
  each(fn: (model: M, index: number, list: M[]) => void, context?: unknown): void
  /** The models whose attributes equal every one given (`===`, as Backbone). */
  where(attrs: Readonly<Record<string, unknown>>): M[]
  /** The first model `where` would return. */
  findWhere(attrs: Readonly<Record<string, unknown>>): M | undefined
}

/**
 * A live collection over `list()`, read at each call so it never goes stale (forms built
 * later, repeater sets added). Nothing is built until a member is used.
 */
export function collectionShim<M extends ModelLike>(list: () => M[]): CollectionShim<M> {
  const matches = (attrs: Readonly<Record<string, unknown>>) => (m: M) =>
    Object.keys(attrs).every((k) => m.get(k) === attrs[k])
  return {
    get models() {
      return list()
    },
    get length() {
      return list().length
    },
    get(id) {
      const key = String(typeof id === 'object' && id !== null ? (id as ModelLike).id : id)
      return list().find((m) => m.id === key)
    },
    at: (index) => list().at(index),
    each(fn, context) {
      list().forEach((m, i, all) => fn.call(context, m, i, all))
    },
    where: (attrs) => list().filter(matches(attrs)),
    findWhere: (attrs) => list().find(matches(attrs)),
  }
}
