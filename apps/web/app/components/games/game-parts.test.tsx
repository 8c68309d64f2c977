import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import { GameOpponent, GamePlace } from './game-parts'
import type { GameView } from './game-view'

// A department that shows no "at"/"vs" (Schedule/settings schedulePageShowAtVs false): the
// opponent reads alone and the place line says Home or Away, so the row still tells which.

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
