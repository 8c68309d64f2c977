import { expect, test } from 'vitest'
import { canSubmitSearch, getSearchLabel, searchPath } from './search'

test.each([
  ['', 'Enter search query', false],
  ['   ', 'Enter search query', false],
  ['tickets', 'Search site', true],
])('query %j: label %j, can submit %j', (query, label, canSubmit) => {
  expect(getSearchLabel(query)).toBe(label)
  expect(canSubmitSearch(query)).toBe(canSubmit)
})

test.each([
  ['tickets', '/search?q=tickets'],
  ['  home games ', '/search?q=home%20games'],
  ['a&b=c/d', '/search?q=a%26b%3Dc%2Fd'],
])('searchPath(%j) is %j', (query, expected) => {
  expect(searchPath(query)).toBe(expected)
})
