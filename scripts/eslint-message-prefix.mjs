// The `bramble/message-prefix` lint rule: Bramble's messages get their prefix from one
// formatter per layer (runtime/core/message.ts in the browser bundles, sim/message.js in
// Node), never from a string written by hand, so every message starts the same way.
import { bramble } from '../sim/message.js'

// The prefix as the formatter writes it (spelt out here it would be a prefix by hand).
const PREFIX = bramble('').trim()

/** @type {import('eslint').Rule.RuleModule} */
export const messagePrefix = {
  meta: {
    type: 'problem',
    docs: { description: 'Messages get their prefix from the layer’s formatter' },
    schema: [],
    messages: {
      byHand: bramble(
        'Failed to keep one message formatter: this string writes the prefix "{{prefix}}" by hand. Pass the rest of the message to bramble() from runtime/core/message.ts (browser bundles) or sim/message.js (Node).',
      ),
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && text.includes(PREFIX))
        context.report({ node, messageId: 'byHand', data: { prefix: PREFIX } })
    }
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
    }
  },
}
