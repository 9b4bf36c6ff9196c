/**
 * The URLs that sanitized server HTML may keep in its links and form actions (DOMPurify's
 * `ALLOWED_URI_REGEXP`): http(s), mailto, tel and relative ones. Any other scheme
 * (`javascript:`, `data:`, `ftp:`…) is dropped with its attribute.
 */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
