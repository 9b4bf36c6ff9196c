import { z } from 'zod'

/** The site settings a page fixture is rendered with (the "site knobs"). */
export const siteKnobsSchema = z
  .object({
    keyIsOk: z.boolean().default(true).describe('ctPublic.data__key_is_ok'),
    cookieMode: z
      .enum(['native', 'alternative', 'none'])
      .default('native')
      .describe('ctPublicFunctions.data__cookies_type'),
    ajaxType: z
      .enum(['rest', 'admin_ajax'])
      .default('rest')
      .describe('ctPublicFunctions.data__ajax_type'),
    botDetector: z.boolean().default(false).describe('bot_detector_enabled'),
    pixel: z.enum(['0', '1', '2', '3']).default('0').describe('ctPublic.pixel__setting'),
    emailCheckBeforePost: z
      .boolean()
      .default(false)
      .describe('ctPublic.data__email_check_before_post'),
    emailCheckExist: z.boolean().default(false).describe('ctPublic.data__email_check_exist_post'),
    jetpackComments: z
      .boolean()
      .default(false)
      .describe('comment pages embed the Jetpack comments iframe (forces alternative cookies)'),
  })
  .strict()

/** Parsed site knobs with every default filled in. */
export type SiteKnobs = z.infer<typeof siteKnobsSchema>
/** Site knobs as a scenario file or query string may give them. */
export type SiteKnobsInput = z.input<typeof siteKnobsSchema>
