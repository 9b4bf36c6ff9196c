import { describe, expect, it } from 'vitest'
import { POPULATION } from './population'
import { stepsForSite } from './population-site'

const FORM = {
  action: '/blog/wp-comments-post.php',
  hidden: { comment_post_ID: '5', ct_checkjs: '0' },
}
const steps = (name: string) =>
  stepsForSite(POPULATION.find((m) => m.name === name)!.steps, FORM, { tag: 'ab12-7' })

describe('stepsForSite', () => {
  it('finds the controls by accessible name and marks the comment and the address', () => {
    expect(steps('human commenter')).toEqual([
      { action: 'type', target: 'aria/Comment', text: '{{lorem.words}} (bramble ab12-7)' },
      { action: 'type', target: 'aria/Name', text: '{{person.firstName}}' },
      { action: 'type', target: 'aria/Email', text: 'bramble-ab12-7@example.com' },
      { action: 'submit', target: 'aria/Post Comment' },
    ])
    // The form agent already names its targets; autofill names its fields the same way.
    expect(steps('form agent')).toEqual(steps('human commenter'))
    expect(steps('autofill human')[1]).toEqual({
      action: 'autofill',
      fields: { 'aria/Name': '{{person.firstName}}', 'aria/Email': 'bramble-ab12-7@example.com' },
    })
  })

  it("posts the raw bot's fields where the form posts, with the form's hidden inputs", () => {
    expect(steps('raw-HTTP')).toEqual([
      {
        action: 'post',
        path: '/blog/wp-comments-post.php',
        fields: {
          comment_post_ID: '5',
          ct_checkjs: '0',
          comment: '{{lorem.words}} (bramble ab12-7)',
          author: '{{person.firstName}}',
          email: 'bramble-ab12-7@example.com',
        },
      },
    ])
  })
})
