/** Files imported as text (`with { type: 'text' }`) by lazily loaded chunks. */
declare module '*.css' {
  const text: string
  export default text
}

/** Font files copied into dist/ by the build; the import is their file name there. */
declare module '*.woff2' {
  const file: string
  export default file
}
