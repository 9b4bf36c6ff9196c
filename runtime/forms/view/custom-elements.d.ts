/** The original's custom wrapper elements, rendered so the DOM matches it. */
import 'react'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nf-field': HTMLAttributes<HTMLElement>
      'nf-section': HTMLAttributes<HTMLElement>
      'nf-errors': HTMLAttributes<HTMLElement>
      'nf-fields-wrap': HTMLAttributes<HTMLElement>
    }
  }
}
