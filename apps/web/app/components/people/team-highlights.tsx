import type { Roster } from '@fieldhouse/provider-client/rosters'

import { SmartLink } from '~/components/smart-link'

import { RosterCards } from './roster-cards'
import { toRosterRow, toStaffRow, type RosterRow, type StaffRow } from './roster-rows'
import { StaffSection } from './staff-section'

const PLAYERS_SHOWN = 8
const COACHES_SHOWN = 3

export type TeamHighlights = {
  title: string
  players: RosterRow[]
  playerCount: number
  coaches: StaffRow[]
}

/**
 * The sport home's look at the current team: captains first, then players with a photo, in
 * jersey order as the provider lists them, and the head coach with the first assistants.
 */
export function toTeamHighlights(roster: Roster): TeamHighlights | null {
  const players = roster.players.filter((player) => !player.hide)
  if (players.length === 0 && roster.coaches.length === 0) return null
  const rank = (player: (typeof players)[number]) => (player.isCaptain ? 0 : player.image ? 1 : 2)
  return {
    title: roster.displayTitle,
    players: [...players]
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, PLAYERS_SHOWN)
      .map(toRosterRow),
    playerCount: players.length,
    coaches: roster.coaches.slice(0, COACHES_SHOWN).map(toStaffRow),
  }
}

type TeamHighlightsProps = {
  team: TeamHighlights
  sport: { title: string; globalSportNameSlug: string }
  defaultImage: string | null
  /** The sport's roster, built by the page's loader (paths/roster.ts). */
  rosterPath: string
}

export function TeamHighlights({ team, sport, defaultImage, rosterPath }: TeamHighlightsProps) {
  return (
    <>
      {team.players.length > 0 ? (
        <section aria-labelledby="team-heading">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="team-heading" className="font-display text-2xl font-black uppercase">
              {team.title}
            </h2>
            <SmartLink
              url={rosterPath}
              className="font-bold text-brand-strong underline underline-offset-4"
            >
              Full roster ({team.playerCount} players)
            </SmartLink>
          </div>
          <RosterCards
            players={team.players}
            defaultImage={defaultImage}
            label={team.title}
            // Eight cards fill two rows at every width.
            grid="twoRows"
          />
        </section>
      ) : null}
      <StaffSection
        id="team-coaches-heading"
        title={`${sport.title} coaches`}
        members={team.coaches}
        defaultImage={defaultImage}
      />
    </>
  )
}
