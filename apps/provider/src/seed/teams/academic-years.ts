// The wire's academic year of a player-season: short, long and number (provider/README 4.6).
// Evidenced: So./Sophomore/2, Sr./Senior/4, Gr./Graduate Student/5, R-Sr./Redshirt Senior/8.
// The other numbers follow that pattern (own choice): the plain years 1-5, the redshirt years
// after them. Long names are the ones SPEC.md 3 orders by.

export type AcademicYear = { number: number; short: string; long: string }

const year = (number: number, short: string, long: string): AcademicYear => ({
  number,
  short,
  long,
})

export const ACADEMIC_YEARS = {
  fr: year(1, 'Fr.', 'Freshman'),
  so: year(2, 'So.', 'Sophomore'),
  jr: year(3, 'Jr.', 'Junior'),
  sr: year(4, 'Sr.', 'Senior'),
  gr: year(5, 'Gr.', 'Graduate Student'),
  rSo: year(6, 'R-So.', 'Redshirt Sophomore'),
  rJr: year(7, 'R-Jr.', 'Redshirt Junior'),
  rSr: year(8, 'R-Sr.', 'Redshirt Senior'),
  rFr: year(9, 'R-Fr.', 'Redshirt Freshman'),
} as const

const PLAIN = [
  ACADEMIC_YEARS.fr,
  ACADEMIC_YEARS.so,
  ACADEMIC_YEARS.jr,
  ACADEMIC_YEARS.sr,
  ACADEMIC_YEARS.gr,
]
// A redshirt's first season on campus is listed as Fr.; eligibility years follow as R-.
const REDSHIRT = [
  ACADEMIC_YEARS.fr,
  ACADEMIC_YEARS.rFr,
  ACADEMIC_YEARS.rSo,
  ACADEMIC_YEARS.rJr,
  ACADEMIC_YEARS.rSr,
]

// `startLevel` 0 = freshman ... 4 = graduate (transfers start above 0); `season` counts the
// person's seasons on the roster from 0.
export function academicYearOf(
  startLevel: number,
  redshirt: boolean,
  season: number,
): AcademicYear {
  const list = redshirt ? REDSHIRT : PLAIN
  const index = Math.min(list.length - 1, (redshirt ? 0 : startLevel) + season)
  return list[index] ?? ACADEMIC_YEARS.fr
}

// How many seasons a person can spend on the roster from where they start.
export function maxSeasons(startLevel: number, redshirt: boolean): number {
  return redshirt ? 5 : 5 - startLevel
}
