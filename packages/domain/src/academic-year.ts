/**
 * SPEC 3 "Academic year ordering": the rank of each class for sorting a roster by class. Note the
 * provider's own academicYearNumber is a different scale (So. 2, Sr. 4, Gr. 5, R-Sr. 8 in the
 * evidence), so the order is read from the class label, never from that number.
 */
export const ACADEMIC_YEAR_RANK = {
  redshirt: 0,
  freshman: 1,
  redshirtFreshman: 2,
  sophomore: 3,
  redshirtSophomore: 4,
  junior: 5,
  redshirtJunior: 6,
  senior: 7,
  redshirtSenior: 8,
  graduate: 9,
  fifthYear: 10,
  redshirtFifthYear: 11,
  sixthYear: 12,
} as const

const R = ACADEMIC_YEAR_RANK

// Labels with the case, spaces and punctuation taken out ("R-Fr." -> "rfr", "5th Year" ->
// "5thyear"). Each maps to its rank without and with a redshirt. Graduate and sixth-year
// students have no redshirt rank in the SPEC: a redshirt does not move them.
const BASES: ReadonlyMap<string, readonly [number, number]> = new Map(
  (
    [
      [
        ['fr', 'fresh', 'freshman', 'firstyear', 'fy', '1st', '1styear'],
        R.freshman,
        R.redshirtFreshman,
      ],
      [
        ['so', 'soph', 'sophomore', '2nd', '2ndyear', 'secondyear'],
        R.sophomore,
        R.redshirtSophomore,
      ],
      [['jr', 'junior', '3rd', '3rdyear', 'thirdyear'], R.junior, R.redshirtJunior],
      [['sr', 'senior', '4th', '4thyear', 'fourthyear'], R.senior, R.redshirtSenior],
      [['gr', 'grad', 'graduate', 'graduatestudent', 'gs'], R.graduate, R.graduate],
      [['5th', '5thyear', 'fifth', 'fifthyear', '5y'], R.fifthYear, R.redshirtFifthYear],
      [['6th', '6thyear', 'sixth', 'sixthyear', '6y'], R.sixthYear, R.sixthYear],
    ] as const
  ).flatMap(([labels, plain, redshirt]) =>
    labels.map((label) => [label, [plain, redshirt]] as const),
  ),
)

// Longest first, so "rs-so" is read as redshirt + "so", and "rsr" (R-Sr.) as "r" + "sr".
const REDSHIRT_PREFIXES = ['redshirt', 'rs', 'r'] as const

/**
 * The SPEC rank of a class label (short or long form: "Fr.", "R-So.", "RS Jr", "Redshirt
 * Senior", "Gr.", "5th", "Graduate Student", "First-Year"), tolerant of case, spaces and
 * punctuation; null for a label it does not know, or none.
 */
export function getAcademicYearRank(label: string | null | undefined): number | null {
  if (!label) return null
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (key === '') return null
  const plain = BASES.get(key)
  if (plain) return plain[0]
  for (const prefix of REDSHIRT_PREFIXES) {
    if (!key.startsWith(prefix)) continue
    const rest = key.slice(prefix.length)
    if (rest === '') return R.redshirt
    const base = BASES.get(rest)
    if (base) return base[1]
  }
  return null
}

/**
 * Orders class labels by SPEC rank; labels it does not know come last (in either direction of a
 * sort, see sortRoster), ordered among themselves by text.
 */
export function compareAcademicYears(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const rankA = getAcademicYearRank(a)
  const rankB = getAcademicYearRank(b)
  if (rankA !== null && rankB !== null) return rankA - rankB
  if (rankA !== null) return -1
  if (rankB !== null) return 1
  return (a ?? '').localeCompare(b ?? '', 'en')
}
