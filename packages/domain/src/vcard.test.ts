import { expect, test } from 'vitest'

import { escapeVCardText, foldVCardLine, toVCard } from './vcard'

test.each([
  ['plain', 'plain'],
  ['Smith, Jr.', 'Smith\\, Jr.'],
  ['Coach; Recruiting', 'Coach\\; Recruiting'],
  ['back\\slash', 'back\\\\slash'],
  ['two\nlines', 'two\\nlines'],
  ['crlf\r\nline', 'crlf\\nline'],
  ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
])('escapeVCardText(%j) is %j', (value, escaped) => {
  expect(escapeVCardText(value)).toBe(escaped)
})

test('foldVCardLine leaves a line of 75 octets alone and folds a longer one', () => {
  const exact = 'X'.repeat(75)
  expect(foldVCardLine(exact)).toBe(exact)
  const folded = foldVCardLine('X'.repeat(160))
  const lines = folded.split('\r\n')
  expect(lines.map((line) => line.length)).toEqual([75, 75, 12])
  expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
  expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe('X'.repeat(160))
})

test('foldVCardLine never cuts a UTF-8 character in two', () => {
  const folded = foldVCardLine(`NOTE:${'é'.repeat(60)}`)
  const encoder = new TextEncoder()
  for (const line of folded.split('\r\n'))
    expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
  expect(folded.replace(/\r\n /g, '')).toBe(`NOTE:${'é'.repeat(60)}`)
})

test('toVCard writes a person with escaped values and CRLF line ends', () => {
  const card = toVCard({
    firstName: 'Ana',
    lastName: "O'Neil, Jr.",
    title: 'Director; Compliance',
    organization: ['Northfield State Athletics', 'Compliance'],
    email: 'aoneil@northfield-state.example',
    telUri: 'tel:5550103000',
    url: 'https://athletics.example/staff-directory/ana-oneil-jr/30010',
    photo: null,
  })
  expect(card).toBe(
    [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:individual',
      "FN:Ana O'Neil\\, Jr.",
      "N:O'Neil\\, Jr.;Ana;;;",
      'TITLE:Director\\; Compliance',
      'ORG:Northfield State Athletics;Compliance',
      'EMAIL;TYPE=work:aoneil@northfield-state.example',
      'TEL;VALUE=uri;TYPE=work,voice:tel:5550103000',
      'URL:https://athletics.example/staff-directory/ana-oneil-jr/30010',
      'END:VCARD',
      '',
    ].join('\r\n'),
  )
})

test('toVCard leaves out what is not known', () => {
  const card = toVCard({
    firstName: 'Sam',
    lastName: 'Lee',
    title: null,
    organization: [],
    email: null,
    telUri: null,
    url: null,
    photo: null,
  })
  expect(card).toBe(
    'BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\nFN:Sam Lee\r\nN:Lee;Sam;;;\r\nEND:VCARD\r\n',
  )
})
