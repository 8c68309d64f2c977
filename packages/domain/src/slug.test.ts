import { expect, test } from 'vitest'
import { toSlug } from './slug'

test.each([
  ['Harrington Arena & Pavilion', 'harrington-arena-pavilion'],
  ['Owl Stadium at Lindqvist Field', 'owl-stadium-at-lindqvist-field'],
  ['Müller Natatorium', 'muller-natatorium'],
  ['Café Déjà Vu', 'cafe-deja-vu'],
  ['Straße', 'strasse'],
  ['Ærø Hall', 'aero-hall'],
  ['Łódź Field', 'lodz-field'],
  ['İstanbul', 'istanbul'],
  ['ＦＵＬＬ ｗｉｄｔｈ', 'full-width'],
  ["O'Brien Field", 'o-brien-field'],
  ['Field 2', 'field-2'],
  ['  --Lakeside   Ice_Rink--  ', 'lakeside-ice-rink'],
  ['A\tB\nC', 'a-b-c'],
  ['snake_case-and-kebab', 'snake-case-and-kebab'],
  ['already-a-slug', 'already-a-slug'],
  ['🏟️ Arena', 'arena'],
  ['日本武道館', ''],
  ['!!!', ''],
  ['', ''],
])('toSlug(%j) is %j', (text, expected) => {
  expect(toSlug(text)).toBe(expected)
})
