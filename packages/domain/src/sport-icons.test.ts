import { expect, test } from 'vitest'
import { SPORT_ICON_MAP, SPORT_ICON_NAMES, getSportIcon } from './sport-icons'

test.each([
  ['alpine', 'alpine'],
  ['baseball', 'baseball'],
  ['mbasket', 'basketball'],
  ['wbasket', 'basketball'],
  ['mbball', 'basketball'],
  ['wbball', 'basketball'],
  ['football', 'football'],
  ['golf', 'golf'],
  ['mgolf', 'golf'],
  ['wgolf', 'golf'],
  ['hockey', 'hockey'],
  ['mhockey', 'hockey'],
  ['whockey', 'hockey'],
  ['fhockey', 'field-hockey'],
  ['lacrosse', 'lacrosse'],
  ['mlax', 'lacrosse'],
  ['wlax', 'lacrosse'],
  ['rowing', 'rowing'],
  ['wrow', 'rowing'],
  ['soccer', 'soccer'],
  ['msoc', 'soccer'],
  ['wsoc', 'soccer'],
  ['softball', 'softball'],
  ['swim', 'swimming'],
  ['mswim', 'swimming'],
  ['wswim', 'swimming'],
  ['tennis', 'tennis'],
  ['mten', 'tennis'],
  ['wten', 'tennis'],
  ['track', 'track'],
  ['mtrack', 'track'],
  ['wtrack', 'track'],
  ['cross', 'cross-country'],
  ['mcross', 'cross-country'],
  ['wcross', 'cross-country'],
  ['volleyball', 'volleyball'],
  ['wvball', 'volleyball'],
  ['mvball', 'volleyball'],
  ['water polo', 'water-polo'],
  ['mwpolo', 'water-polo'],
  ['wwpolo', 'water-polo'],
  ['wrestling', 'wrestling'],
  [' MSOC ', 'soccer'],
  ['curling', 'all-sports'],
  ['general', 'all-sports'],
  ['', 'all-sports'],
  [null, 'all-sports'],
  [undefined, 'all-sports'],
])('getSportIcon(%j) is %j', (code, expected) => {
  expect(getSportIcon(code)).toBe(expected)
})

test('no sport code is claimed by two icons and every code is lower case', () => {
  const codes = SPORT_ICON_MAP.flatMap((entry) => [...entry.codes])
  expect(new Set(codes).size).toBe(codes.length)
  expect(codes.filter((code) => code !== code.toLowerCase())).toEqual([])
})

test('SPORT_ICON_NAMES lists each icon once, including the all-sports fallback', () => {
  expect(new Set(SPORT_ICON_NAMES).size).toBe(SPORT_ICON_NAMES.length)
  expect(SPORT_ICON_NAMES).toContain('all-sports')
})
