import type { StatsKind } from '../stats/sheets'
import { basketball, volleyball } from './stats-sim-court'
import { baseball } from './stats-sim-diamond'
import { football } from './stats-sim-football'
import { hockey, lacrosse, soccer } from './stats-sim-goals'
import type { Sim } from './stats-sim-kit'

// Game-by-game lines of one team's players, sport by sport. Each game is played by the whole
// roster at once, so team facts hold: a goalkeeper's goals against are the opponent's score,
// a baseball win goes to one pitcher who pitched, only players who played have a line. Rates
// come from the player's position, role (starter or depth) and talent.

export const SIMULATIONS: Record<StatsKind, Sim> = {
  baseball: baseball(9),
  softball: baseball(7),
  basketball,
  football,
  soccer,
  hockey,
  lacrosse,
  volleyball,
}
