/** The verified releases of each plugin (verified-releases.mjs). */
export interface VerifiedReleases {
  $comment?: string
  runtimes: Record<
    'antispam' | 'forms',
    { plugin: string; verified: string[]; unsupported?: string[] }
  >
}
export const VERIFIED_JSON: string
export const VERIFIED_PHP: string
export const RUNTIMES: readonly ['antispam', 'forms']
export function readVerified(file?: string): VerifiedReleases
export function verifiedPhp(data: VerifiedReleases): string
export function writeVerifiedPhp(): boolean
