import { expect, test } from 'vitest'

import { compareAcademicYears, getAcademicYearRank } from './academic-year'

test.each([
  // The SPEC's order, short forms as the provider sends them.
  ['R', 0],
  ['RS', 0],
  ['Redshirt', 0],
  ['Fr.', 1],
  ['R-Fr.', 2],
  ['So.', 3],
  ['R-So.', 4],
  ['Jr.', 5],
  ['R-Jr.', 6],
  ['Sr.', 7],
  ['R-Sr.', 8],
  ['Gr.', 9],
  ['5th', 10],
  ['R-5th', 11],
  ['6th', 12],
  // Long forms.
  ['Freshman', 1],
  ['First-Year', 1],
  ['Redshirt Freshman', 2],
  ['Sophomore', 3],
  ['Redshirt Sophomore', 4],
  ['Junior', 5],
  ['Senior', 7],
  ['Redshirt Senior', 8],
  ['Graduate Student', 9],
  ['Graduate', 9],
  ['Fifth Year', 10],
  ['5th-Year', 10],
  ['Redshirt 5th-Year', 11],
  ['Sixth Year', 12],
  // Case, spacing and punctuation.
  ['fr', 1],
  ['FR', 1],
  [' so. ', 3],
  ['RS-So.', 4],
  ['RS So', 4],
  ['rs-jr', 6],
  ['R Sr', 8],
  ['r/fr', 2],
  ['Gr', 9],
  ['GR.', 9],
  // A redshirt does not move a graduate or sixth-year student (the SPEC has no such rank).
  ['R-Gr.', 9],
  // Unknown or absent.
  ['HS', null],
  ['Walk-on', null],
  ['R-Xx', null],
  ['', null],
  ['  ', null],
  ['.', null],
  [null, null],
  [undefined, null],
])('getAcademicYearRank(%j) is %j', (label, expected) => {
  expect(getAcademicYearRank(label)).toBe(expected)
})

test('compareAcademicYears sorts by the SPEC order with unknown labels last', () => {
  const labels = ['Gr.', null, 'Sr.', 'HS', 'R-Fr.', 'Fr.', '', 'So.', 'R-So.', 'Jr.', '5th']
  expect([...labels].sort(compareAcademicYears)).toEqual([
    'Fr.',
    'R-Fr.',
    'So.',
    'R-So.',
    'Jr.',
    'Sr.',
    'Gr.',
    '5th',
    null,
    '',
    'HS',
  ])
})

test.each([
  ['Fr.', 'Freshman', 0],
  ['Fr.', 'So.', -1],
  ['So.', 'Fr.', 1],
  ['Fr.', null, -1],
  [null, 'Fr.', 1],
])('compareAcademicYears(%j, %j) has the sign of %j', (a, b, sign) => {
  expect(Math.sign(compareAcademicYears(a, b))).toBe(sign)
})
