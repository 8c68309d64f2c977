import { expect, test } from 'vitest'

import { mediaSeconds, showcaseEmbedPath } from './showcase'

test.each([
  ['15101', null, '/showcase/embed.aspx?archive=15101'],
  ['15101', 0, '/showcase/embed.aspx?archive=15101'],
  ['15101', 17.902, '/showcase/embed.aspx?archive=15101#t=17.9'],
  ['15101', 12, '/showcase/embed.aspx?archive=15101#t=12'],
  ['a b', null, '/showcase/embed.aspx?archive=a+b'],
] as const)('the embed of %j from %j is %s', (id, start, expected) => {
  expect(showcaseEmbedPath(id, start)).toBe(expected)
})

test('seconds as a media fragment writes them', () => {
  expect(mediaSeconds(5.761)).toBe('5.7')
  expect(mediaSeconds(0.3)).toBe('0.3')
  expect(mediaSeconds(3725)).toBe('3725')
})
