/** The registered name of `runtime/antispam/email-check/email-check.chunk.ts`. */
export const EMAIL_CHECK_CHUNK = 'email-check'

/** The registered name of `runtime/antispam/email-check/email-checker.chunk.ts`. */
export const EMAIL_CHECKER_CHUNK = 'email-checker'
