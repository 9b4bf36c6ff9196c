/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** JSON that is safe inside an inline `<script>` (as `wp_json_encode` prints it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A WordPress-like HTML document. */
export function wpDocument(opts: {
  title: string
  head?: string
  body: string
  bodyClass?: string
}): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)} – Bramble Test Site</title>
${opts.head ?? ''}
</head>
<body class="${escapeHtml(opts.bodyClass ?? 'wp-singular')}">
<div id="page" class="site">
<header class="site-header"><p class="site-title"><a href="/">Bramble Test Site</a></p></header>
<main id="main" class="site-main">
${opts.body}
</main>
</div>
</body>
</html>
`
}
