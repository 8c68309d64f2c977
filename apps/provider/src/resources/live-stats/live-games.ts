import type { Db } from '../../db/client'
import { games } from '../../db/schema'
import { buildLiveGame, type LiveGame } from '../../games-sim/live-game'
import { toLiveGameRow } from './live-game-row'
import { installLiveGames, type LiveGameSetup } from './live-game-setup'

// The live demo games of a running provider (decision record 016). The game at an instant is a
// pure function of the clock (games-sim/live-game.ts); its `games` row is brought to the
// request's instant before any API handler reads games, so every list, the schedule and the
// records show the state and score /LiveStats shows. One computation per tenant and second of
// the clock (the game moves by whole seconds), and a write only when the row changed.

export type LiveGames = {
  at(tenantId: number, now: Date): { setup: LiveGameSetup; live: LiveGame } | null
  refresh(db: Db, tenantId: number, now: Date): void
}

export const NO_LIVE_GAMES: LiveGames = { at: () => null, refresh: () => {} }

export function createLiveGames(db: Db, start: number): LiveGames {
  const setups = installLiveGames(db, start)
  const computed = new Map<number, { second: number; live: LiveGame }>()
  const written = new Map<number, string>()
  const at: LiveGames['at'] = (tenantId, now) => {
    const setup = setups.get(tenantId)
    if (!setup) return null
    const second = Math.floor(now.getTime() / 1000)
    let entry = computed.get(tenantId)
    if (entry?.second !== second) {
      entry = { second, live: buildLiveGame({ ...setup.input, now: second * 1000 }) }
      computed.set(tenantId, entry)
    }
    return { setup, live: entry.live }
  }
  return {
    at,
    refresh(db, tenantId, now) {
      const game = at(tenantId, now)
      if (!game) return
      const row = toLiveGameRow(game.setup, game.live)
      const text = JSON.stringify(row)
      if (written.get(tenantId) === text) return
      db.insert(games)
        .values(row)
        .onConflictDoUpdate({ target: [games.tenantId, games.id], set: row })
        .run()
      written.set(tenantId, text)
    },
  }
}
