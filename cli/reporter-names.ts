/** The reporters `bramble run --reporter` accepts (kept apart so help text loads none of them). */
export const REPORTER_NAMES = ['dashboard', 'list', 'json', 'junit', 'html'] as const
