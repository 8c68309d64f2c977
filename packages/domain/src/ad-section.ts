/**
 * SPEC 3 ad section codes, keyed by global short name. SPEC gives three (cross -> cxc, football ->
 * mfootbl, softball -> wsoftbl); the rest follow their pattern: gender letter plus the sport
 * abbreviated to about seven letters, cross country as "cxc" with the gender letter in front.
 */
export const AD_SECTION_CODES: Readonly<Record<string, string>> = {
  football: 'mfootbl',
  baseball: 'mbasebl',
  softball: 'wsoftbl',
  mbasket: 'mbasket',
  wbasket: 'wbasket',
  msoc: 'msoccer',
  wsoc: 'wsoccer',
  mvball: 'mvolley',
  wvball: 'wvolley',
  mhockey: 'mhockey',
  whockey: 'whockey',
  mlax: 'mlacros',
  wlax: 'wlacros',
  fhockey: 'wfhocky',
  mwpolo: 'mwpolo',
  wwpolo: 'wwpolo',
  mten: 'mtennis',
  wten: 'wtennis',
  mgolf: 'mgolf',
  wgolf: 'wgolf',
  mswim: 'mswim',
  wswim: 'wswim',
  mtrack: 'mtrack',
  wtrack: 'wtrack',
  cross: 'cxc',
  mcross: 'mcxc',
  wcross: 'wcxc',
  wrow: 'wrowing',
  wrestling: 'mwrestl',
}

const CODE_BY_KEY: ReadonlyMap<string, string> = new Map([
  ...Object.entries(AD_SECTION_CODES),
  ['home', 'frontpage'],
  ['schedule-signingday', 'signingday'],
])

export const DEFAULT_AD_SECTION_CODE = 'ot'

/** Ad section for a global short name or page key ('home', 'schedule-signingday'); default 'ot'. */
export function getAdSectionCode(key: string | null | undefined): string {
  if (!key) return DEFAULT_AD_SECTION_CODE
  return CODE_BY_KEY.get(key.trim().toLowerCase()) ?? DEFAULT_AD_SECTION_CODE
}
