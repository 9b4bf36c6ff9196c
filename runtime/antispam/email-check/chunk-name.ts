/** The registered name of `runtime/antispam/email-check/email-checker.chunk.ts`. */
export const EMAIL_CHECKER_CHUNK = 'email-checker'
