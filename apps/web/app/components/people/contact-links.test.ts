import { expect, test } from 'vitest'

import { toMailtoHref, toTelHref } from './contact-links'

test.each([
  ['(555) 010-3040', 'tel:5550103040'],
  ['+1 555.010.3040', 'tel:+15550103040'],
  ['555-010-3040 ext. 2', 'tel:5550103040'],
  ['TBA', null],
  ['', null],
])('toTelHref(%j) is %s', (phone, expected) => {
  expect(toTelHref(phone)).toBe(expected)
})

test.each([
  ['hgerhold@northfield-state.example', 'mailto:hgerhold@northfield-state.example'],
  [' coach@school.edu ', 'mailto:coach@school.edu'],
  ['a@b.edu, c@d.edu', null],
  ['not an address', null],
])('toMailtoHref(%j) is %s', (email, expected) => {
  expect(toMailtoHref(email)).toBe(expected)
})
