import { expect, test } from 'vitest'
import {
  GameState,
  hasGameStarted,
  isGameCalledOff,
  isGameComplete,
  shouldListGame,
} from './game-state'

test.each([
  [GameState.Scheduled, false, false],
  [GameState.PreGame, false, false],
  [GameState.Delayed, false, false],
  [GameState.Live, true, false],
  [GameState.FullTime, false, true],
  [GameState.Postponed, false, false],
  [GameState.Canceled, false, false],
  [GameState.PostGame, false, true],
  [GameState.GameComplete, false, true],
  [null, false, false],
  [42, false, false],
])('state %j: started %j, complete %j', (state, started, complete) => {
  expect(hasGameStarted(state)).toBe(started)
  expect(isGameComplete(state)).toBe(complete)
})

test('GameState has the numeric values of SPEC 3', () => {
  expect(Object.values(GameState)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  expect(GameState).toMatchObject({ Live: 3, GameComplete: 8 })
})

test.each([
  [{ type: 'S', status: 'O', result: null }, false],
  [{ type: 's', status: 'o', result: undefined }, false],
  [{ type: 'S', status: 'O', result: { status: 'W' } }, true],
  [{ type: 'S', status: 'A', result: null }, true],
  [{ type: 'C', status: 'O', result: null }, true],
  [{ type: null, status: null, result: null }, true],
])('shouldListGame(%j) is %j', (game, expected) => {
  expect(shouldListGame(game)).toBe(expected)
})

test.each([
  [GameState.Canceled, true],
  [GameState.Postponed, true],
  [GameState.Delayed, false],
  [GameState.Scheduled, false],
  [null, false],
])('isGameCalledOff(%j) is %j', (state, expected) => {
  expect(isGameCalledOff(state)).toBe(expected)
})

// The provider-client Game entity carries `type` ("recent"/"upcoming" from EventsResults, a
// letter such as "S" from the legacy shape), the status letter and a result that is null until
// decided, so the SPEC 4 rule reads it as is.
test.each([
  [{ type: 'S', status: 'O', result: null, state: 0 }, false],
  [{ type: 'recent', status: 'O', result: null, state: 0 }, true],
  [{ type: 'S', status: 'O', result: { status: 'W', teamScore: 2 }, state: 8 }, true],
])('shouldListGame reads a Game entity: %j -> %j', (game, expected) => {
  expect(shouldListGame(game)).toBe(expected)
})
