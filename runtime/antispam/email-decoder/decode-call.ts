import * as z from 'zod/mini'
import type { AntispamContext } from '../context/feature'
import { contextFields } from '../storage/context-fields'

const row = z.object({
  is_allowed: z.boolean(),
  comment: z.optional(z.nullable(z.string())),
  encoded_email: z.string(),
  decoded_email: z.string(),
})

const reply = z.object({
  success: z.boolean(),
  data: z.union([z.array(row), z.literal(false), z.null()]),
})

/** One row of the decode reply (contract c.1). */
export type DecodeRow = z.infer<typeof row>

/** The outcome of a bulk decode. */
export type DecodeOutcome =
  | { readonly kind: 'rows'; readonly success: boolean; readonly rows: readonly DecodeRow[] }
  | { readonly kind: 'failed'; readonly error: string }

/** Every encoded node of the page, in document order (its index is its key in the request). */
export function encodedNodes(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('[data-original-string]')]
}

/** `encodedEmails`: a JSON map of index → encoded string over every encoded node. */
export function encodedEmailsField(nodes: readonly HTMLElement[]): string {
  const map: Record<string, string> = {}
  nodes.forEach((n, i) => {
    map[String(i)] = n.getAttribute('data-original-string') ?? ''
  })
  return JSON.stringify(map)
}

/** Sends ONE bulk decode call listing every encoded node and validates the reply. */
export async function decodeAll(
  ctx: AntispamContext,
  nodes: readonly HTMLElement[],
  transport?: 'admin_ajax',
): Promise<DecodeOutcome> {
  const result = await ctx.transport.call({
    action: 'apbct_decode_email',
    route: 'apbct_decode_email',
    transport,
    fields: {
      ...contextFields(ctx.config, ctx.store, ctx.win),
      encodedEmails: encodedEmailsField(nodes),
    },
  })
  if (!result.ok) return { kind: 'failed', error: result.error }
  const parsed = reply.safeParse(result.data)
  if (!parsed.success) return { kind: 'failed', error: '' }
  return { kind: 'rows', success: parsed.data.success, rows: parsed.data.data || [] }
}
