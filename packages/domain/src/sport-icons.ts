/**
 * SPEC 3 icon mapping: each icon of the sports sprite with the sport codes (short names, global
 * short names and legacy spellings) drawn with it. Codes are matched case-insensitively.
 */
export const SPORT_ICON_MAP = [
  { icon: 'alpine', codes: ['alpine', 'ski', 'skiing', 'mski', 'wski', 'nordic'] },
  { icon: 'baseball', codes: ['baseball', 'base', 'mbase'] },
  {
    icon: 'basketball',
    codes: ['basketball', 'mbasket', 'wbasket', 'mbball', 'wbball', 'mbb', 'wbb'],
  },
  { icon: 'beach-volleyball', codes: ['beach volleyball', 'beachvb', 'bvball', 'wbvball', 'sand'] },
  { icon: 'bowling', codes: ['bowling', 'bowl', 'wbowl'] },
  {
    icon: 'cross-country',
    codes: ['cross', 'mcross', 'wcross', 'cross country', 'xc', 'mxc', 'wxc'],
  },
  { icon: 'equestrian', codes: ['equestrian', 'equest', 'wequest'] },
  { icon: 'fencing', codes: ['fencing', 'fence', 'mfence', 'wfence'] },
  { icon: 'field-hockey', codes: ['fhockey', 'field hockey', 'wfhockey'] },
  { icon: 'football', codes: ['football', 'fball', 'mfootbl', 'sprintfb'] },
  { icon: 'golf', codes: ['golf', 'mgolf', 'wgolf'] },
  { icon: 'gymnastics', codes: ['gymnastics', 'gym', 'mgym', 'wgym'] },
  { icon: 'hockey', codes: ['hockey', 'ice hockey', 'mhockey', 'whockey', 'mice', 'wice'] },
  { icon: 'lacrosse', codes: ['lacrosse', 'lax', 'mlax', 'wlax'] },
  { icon: 'rifle', codes: ['rifle'] },
  { icon: 'rowing', codes: ['rowing', 'row', 'mrow', 'wrow', 'crew', 'mcrew', 'wcrew'] },
  { icon: 'rugby', codes: ['rugby', 'mrugby', 'wrugby'] },
  { icon: 'sailing', codes: ['sailing', 'sail'] },
  { icon: 'soccer', codes: ['soccer', 'msoc', 'wsoc', 'msoccer', 'wsoccer'] },
  { icon: 'softball', codes: ['softball', 'sball', 'wsoftbl'] },
  { icon: 'squash', codes: ['squash', 'msquash', 'wsquash'] },
  {
    icon: 'swimming',
    codes: ['swim', 'swimming', 'mswim', 'wswim', 'swimdive', 'mswimdive', 'wswimdive', 'diving'],
  },
  { icon: 'tennis', codes: ['tennis', 'ten', 'mten', 'wten'] },
  {
    icon: 'track',
    codes: ['track', 'mtrack', 'wtrack', 'xctrack', 'indoor track', 'outdoor track'],
  },
  { icon: 'volleyball', codes: ['volleyball', 'vball', 'mvball', 'wvball'] },
  {
    icon: 'water-polo',
    codes: ['water polo', 'water-polo', 'waterpolo', 'wpolo', 'mwpolo', 'wwpolo'],
  },
  { icon: 'wrestling', codes: ['wrestling', 'wrestle', 'wrest', 'wwrest'] },
] as const

export type SportIconName = (typeof SPORT_ICON_MAP)[number]['icon'] | 'all-sports'

/** Every icon name getSportIcon can return, for checking the sprite has them all. */
export const SPORT_ICON_NAMES: readonly SportIconName[] = [
  ...SPORT_ICON_MAP.map((entry) => entry.icon),
  'all-sports',
]

const ICON_BY_CODE: ReadonlyMap<string, SportIconName> = new Map(
  SPORT_ICON_MAP.flatMap((entry) => entry.codes.map((code) => [code, entry.icon] as const)),
)

/** The icon for a sport code; unknown or missing codes get the all-sports icon. */
export function getSportIcon(code: string | null | undefined): SportIconName {
  if (!code) return 'all-sports'
  return ICON_BY_CODE.get(code.trim().toLowerCase()) ?? 'all-sports'
}
