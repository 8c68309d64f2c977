/** SPEC 3: game center game states. */
export const GameState = {
  Scheduled: 0,
  PreGame: 1,
  Delayed: 2,
  Live: 3,
  FullTime: 4,
  Postponed: 5,
  Canceled: 6,
  PostGame: 7,
  GameComplete: 8,
} as const

export type GameState = (typeof GameState)[keyof typeof GameState]

/** SPEC 4: a live game has started once its state is Live. */
export function hasGameStarted(state: number | null | undefined): boolean {
  return state === GameState.Live
}

export function isGameComplete(state: number | null | undefined): boolean {
  return (
    state === GameState.FullTime || state === GameState.PostGame || state === GameState.GameComplete
  )
}

export type ListableGame = { type: string | null; status: string | null; result: unknown }

/** SPEC 4: the schedule listing drops games of type 'S' with status 'O' and no result. */
export function shouldListGame({ type, status, result }: ListableGame): boolean {
  const hasResult = result !== null && result !== undefined
  return !(type?.toUpperCase() === 'S' && status?.toUpperCase() === 'O' && !hasResult)
}

/** Called off for good or for now: the listing shows the state instead of a time or score. */
export function isGameCalledOff(state: number | null | undefined): boolean {
  return state === GameState.Canceled || state === GameState.Postponed
}
