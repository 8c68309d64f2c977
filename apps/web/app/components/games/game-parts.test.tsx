import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import { GameOpponent, GamePlace } from './game-parts'
import type { GameView } from './game-view'
import { opponentText, whereText } from './schedule-text-parts'

// A department that shows no "at"/"vs" (Schedule/settings schedulePageShowAtVs false): the
// opponent reads alone and the place line says Home or Away, so the row still tells which. The
// text and print schedules (schedule-text-parts.ts) read the same.

const row = (patch: Partial<GameView>): GameView => ({
  id: 1,
  sport: "Men's Soccer",
  day: null,
  instant: null,
  timeText: '7 p.m.',
  atVs: 'at',
  location: 'A',
  opponent: { name: 'North Carolina', rank: null, image: null },
  place: 'Chapel Hill, NC',
  facility: null,
  isConference: false,
  tournament: null,
  notice: null,
  result: null,
  isLive: false,
  broadcast: [],
  links: [],
  ...patch,
})

const text = (html: string) => html.replace(/<[^>]+>/g, '')

test('at/vs shown: "at North Carolina", the place as sent', () => {
  expect(text(renderToStaticMarkup(<GameOpponent game={row({})} />))).toBe('at North Carolina')
  expect(text(renderToStaticMarkup(<GamePlace game={row({})} />))).toBe('Chapel Hill, NC')
})

test.each([
  ['Away', 'A', 'Chapel Hill, NC · Away'],
  ['Home', 'H', 'Chapel Hill, NC · Home'],
  ['', 'N', 'Chapel Hill, NC · Neutral site'],
] as const)('at/vs hidden, side "%s": the opponent alone', (side, location, place) => {
  const game = row({ side, location })
  expect(text(renderToStaticMarkup(<GameOpponent game={game} />))).toBe('North Carolina')
  expect(text(renderToStaticMarkup(<GamePlace game={game} />))).toBe(place)
})

test.each([
  ['at/vs shown', {}, 'at North Carolina', 'Chapel Hill, NC'],
  [
    'at/vs shown, neutral',
    { atVs: 'vs', location: 'N' },
    'vs North Carolina',
    'Chapel Hill, NC · Neutral site',
  ],
  ['at/vs hidden, away', { side: 'Away' }, 'North Carolina', 'Chapel Hill, NC · Away'],
  [
    'at/vs hidden, home',
    { side: 'Home', location: 'H' },
    'North Carolina',
    'Chapel Hill, NC · Home',
  ],
  [
    'at/vs hidden, neutral',
    { side: '', location: 'N' },
    'North Carolina',
    'Chapel Hill, NC · Neutral site',
  ],
  [
    'ranked, a tournament',
    { opponent: { name: 'Duke', rank: '#6', image: null }, tournament: 'ACC', side: 'Away' },
    '#6 Duke',
    'Chapel Hill, NC · Away · ACC',
  ],
] as const)('%s: the text schedule reads as the page', (_, patch, opponent, place) => {
  const game = row(patch as Partial<GameView>)
  expect(opponentText(game)).toBe(opponent)
  expect(text(renderToStaticMarkup(<GameOpponent game={game} logo={false} />))).toBe(opponent)
  expect(whereText(game)).toBe(place)
  expect(text(renderToStaticMarkup(<GamePlace game={game} />))).toBe(place)
})
