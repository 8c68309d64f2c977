import { expect, test } from 'vitest'
import { toPercentage, toSeasonRecord, toStreak, type CountedGame } from './season-record'

const game = (
  result: CountedGame['result'],
  locationIndicator: CountedGame['locationIndicator'] = 'H',
  isConference = false,
): CountedGame => ({ result, locationIndicator, isConference })

test.each([
  [{ w: 2, l: 1, t: 0 }, '.667'],
  [{ w: 3, l: 0, t: 0 }, '1.000'],
  [{ w: 0, l: 0, t: 0 }, '.000'],
  [{ w: 1, l: 1, t: 2 }, '.500'],
])('toPercentage(%o) is %s', (tally, expected) => {
  expect(toPercentage(tally)).toBe(expected)
})

test.each([
  [[], ''],
  [[game('W')], 'W1'],
  [[game('L'), game('W'), game('W'), game('W')], 'W3'],
  [[game('W'), game('T'), game('T')], 'T2'],
])('toStreak of %j is %s', (games, expected) => {
  expect(toStreak(games)).toBe(expected)
})

test('a season record splits by conference and by where, ties printed only when there are any', () => {
  const games = [
    game('W', 'H', true),
    game('L', 'A', true),
    game('T', 'N'),
    game('W', 'H'),
    game('W', 'A', true),
  ]
  expect(toSeasonRecord(games)).toEqual({
    overallRecord: '3-1-1',
    overallPercentage: '.700',
    overallRecordUnformatted: '3-1-1',
    conferenceRecord: '2-1',
    conferencePercentage: '.667',
    conferencePoints: '',
    streak: 'W2',
    homeRecord: '2-0',
    awayRecord: '1-1',
    neutralRecord: '0-0-1',
  })
})
