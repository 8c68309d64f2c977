// The global sports both seeded tenants choose from. Global ids are shared with the domain
// package's GLOBAL_SPORT_IDS (keyed by globalSportShortName) and must stay exactly as listed.

export type CatalogSport = {
  globalSportId: number
  globalSportShortName: string
  title: string
  slug: string
  shortName: string
  abbrev: string
  gender: 'm' | 'f' | null
}

const sport = (
  globalSportId: number,
  globalSportShortName: string,
  title: string,
  slug: string,
  shortName: string,
  abbrev: string,
  gender: 'm' | 'f' | null,
): CatalogSport => ({ globalSportId, globalSportShortName, title, slug, shortName, abbrev, gender })

export const SPORT_CATALOG = {
  football: sport(1, 'football', 'Football', 'football', 'football', 'FB', 'm'),
  mbasket: sport(2, 'mbasket', "Men's Basketball", 'mens-basketball', 'mbball', 'MBB', 'm'),
  wbasket: sport(3, 'wbasket', "Women's Basketball", 'womens-basketball', 'wbball', 'WBB', 'f'),
  baseball: sport(4, 'baseball', 'Baseball', 'baseball', 'baseball', 'BASE', 'm'),
  softball: sport(5, 'softball', 'Softball', 'softball', 'softball', 'SB', 'f'),
  msoc: sport(6, 'msoc', "Men's Soccer", 'mens-soccer', 'msoc', 'MSOC', 'm'),
  wsoc: sport(7, 'wsoc', "Women's Soccer", 'womens-soccer', 'wsoc', 'WSOC', 'f'),
  wvball: sport(8, 'wvball', "Women's Volleyball", 'womens-volleyball', 'wvball', 'WVB', 'f'),
  mvball: sport(9, 'mvball', "Men's Volleyball", 'mens-volleyball', 'mvball', 'MVB', 'm'),
  mhockey: sport(10, 'mhockey', "Men's Ice Hockey", 'mens-ice-hockey', 'mhockey', 'MIH', 'm'),
  whockey: sport(11, 'whockey', "Women's Ice Hockey", 'womens-ice-hockey', 'whockey', 'WIH', 'f'),
  mlax: sport(12, 'mlax', "Men's Lacrosse", 'mens-lacrosse', 'mlax', 'MLAX', 'm'),
  wlax: sport(13, 'wlax', "Women's Lacrosse", 'womens-lacrosse', 'wlax', 'WLAX', 'f'),
  fhockey: sport(14, 'fhockey', 'Field Hockey', 'field-hockey', 'fhockey', 'FH', 'f'),
  mwpolo: sport(15, 'mwpolo', "Men's Water Polo", 'mens-water-polo', 'mwpolo', 'MWP', 'm'),
  wwpolo: sport(16, 'wwpolo', "Women's Water Polo", 'womens-water-polo', 'wwpolo', 'WWP', 'f'),
  mten: sport(17, 'mten', "Men's Tennis", 'mens-tennis', 'mten', 'MTEN', 'm'),
  wten: sport(18, 'wten', "Women's Tennis", 'womens-tennis', 'wten', 'WTEN', 'f'),
  mgolf: sport(19, 'mgolf', "Men's Golf", 'mens-golf', 'mgolf', 'MGOLF', 'm'),
  wgolf: sport(20, 'wgolf', "Women's Golf", 'womens-golf', 'wgolf', 'WGOLF', 'f'),
  mswim: sport(
    21,
    'mswim',
    "Men's Swimming & Diving",
    'mens-swimming-and-diving',
    'mswim',
    'MSD',
    'm',
  ),
  wswim: sport(
    22,
    'wswim',
    "Women's Swimming & Diving",
    'womens-swimming-and-diving',
    'wswim',
    'WSD',
    'f',
  ),
  mtrack: sport(23, 'mtrack', "Men's Track & Field", 'mens-track-and-field', 'mtrack', 'MTF', 'm'),
  wtrack: sport(
    24,
    'wtrack',
    "Women's Track & Field",
    'womens-track-and-field',
    'wtrack',
    'WTF',
    'f',
  ),
  mcross: sport(25, 'mcross', "Men's Cross Country", 'mens-cross-country', 'mcross', 'MXC', 'm'),
  wcross: sport(
    26,
    'wcross',
    "Women's Cross Country",
    'womens-cross-country',
    'wcross',
    'WXC',
    'f',
  ),
  wrow: sport(27, 'wrow', 'Rowing', 'rowing', 'wrow', 'ROW', 'f'),
  wrestling: sport(28, 'wrestling', 'Wrestling', 'wrestling', 'wrestling', 'WREST', 'm'),
  general: sport(99, 'general', 'General', 'general', 'general', 'GEN', null),
} satisfies Record<string, CatalogSport>

export type SportKey = keyof typeof SPORT_CATALOG
