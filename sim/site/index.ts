// The site's public surface: its knobs, the server policy schema and the site map.
export { siteKnobsSchema } from './knobs'
export type { SiteKnobs, SiteKnobsInput } from './knobs'
export { sitePolicySchema } from './server-policy-schema'
export type { SitePolicy, SitePolicyInput } from './server-policy-schema'
export { parseSiteMap, siteMapSchema } from './site-map'
export type { SiteMap } from './site-map'
