import type { ReactElement } from 'react'

import { formatLocalDay } from '@fieldhouse/domain/local-day'
import type { AllAmerican, AllAmericanList } from '@fieldhouse/provider-client/all-americans'
import type { Award } from '@fieldhouse/provider-client/awards'
import type { Page } from '@fieldhouse/provider-client/page'

import { LinkCardSection, type LinkCard } from '~/components/ui/link-cards'
import { allAmericanPath, awardPath } from '~/paths/honors'
import { perAnswer } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// A roster bio's honors (issue 33 §1): the awards and all-American selections that name the
// player. Neither list can be asked by player, so the sport's lists are read (the awards a
// hundred at a time, at most AWARD_PAGES pages, newest first; the all-Americans whole), each
// cached by the client and indexed once per answer, and the bio picks its person out. An honor
// names the person by `playerId` (evidenced on awards) or by the season's `rosterPlayerId`
// (own design on both): either matches. A list that cannot be read adds nothing (SPEC.md 8).

const AWARD_PAGE_SIZE = 100
const AWARD_PAGES = 3

export type PlayerHonor = LinkCard

/** Who the honors are of: the person, and the roster entries of their seasons. */
export type HonoredPlayer = { playerId: number; rosterPlayerIds: readonly number[] }

type Named = { id: number; playerId: number | null; rosterPlayerId: number | null }

/** A list's honors by the person they name and by the roster entry. */
type PersonIndex<T> = { byPlayer: Map<number, T[]>; byRosterEntry: Map<number, T[]> }

function byPerson<T extends Named>(items: readonly T[]): PersonIndex<T> {
  const byPlayer = new Map<number, T[]>()
  const byRosterEntry = new Map<number, T[]>()
  const add = (map: Map<number, T[]>, key: number | null, item: T) => {
    if (key !== null) map.set(key, [...(map.get(key) ?? []), item])
  }
  for (const item of items) {
    add(byPlayer, item.playerId, item)
    add(byRosterEntry, item.rosterPlayerId, item)
  }
  return { byPlayer, byRosterEntry }
}

const awardIndex = perAnswer((page: Page<Award>) => byPerson(page.items))
const allAmericanIndex = perAnswer((list: AllAmericanList) => byPerson(list.members))

/** The honors of `player` in `index`, each once, in the list's order. */
function pickHonors<T extends Named>(index: PersonIndex<T>, player: HonoredPlayer): T[] {
  const found = [
    ...(index.byPlayer.get(player.playerId) ?? []),
    ...player.rosterPlayerIds.flatMap((id) => index.byRosterEntry.get(id) ?? []),
  ]
  return found.filter((item, n) => found.findIndex((other) => other.id === item.id) === n)
}

function toAwardHonor(award: Award): PlayerHonor {
  const day = award.day ? formatLocalDay(award.day, 'date') : null
  return {
    key: `award-${award.id}`,
    title: award.type.title,
    detail: [award.academicYearLong, day].filter(Boolean).join(' · ') || null,
    path: awardPath(award.id),
  }
}

function toAllAmericanHonor(member: AllAmerican): PlayerHonor {
  const honor = member.academic ? 'Academic All-American' : 'All-American'
  return {
    key: `all-american-${member.id}`,
    title: member.team ? `${honor}, ${member.team}` : honor,
    detail: [String(member.year), member.selector].filter(Boolean).join(' · '),
    path: allAmericanPath(member.id),
  }
}

/** The sport's award pages read for the bios, each indexed by person once per answer. */
async function readAwardIndexes(sportId: number, signal: AbortSignal) {
  const read = (pageIndex: number) =>
    provider.loadAwards({ sportId, pageIndex, pageSize: AWARD_PAGE_SIZE }, { signal })
  const first = await read(0)
  if (first.status !== 'ok') return []
  const more = Math.max(0, Math.min(first.value.pages, AWARD_PAGES) - 1)
  const rest = await Promise.all(Array.from({ length: more }, (_, n) => read(n + 1)))
  return [first.value, ...rest.flatMap((page) => (page.status === 'ok' ? [page.value] : []))].map(
    awardIndex,
  )
}

/** The player's honors in their sport, awards first (newest first), then all-Americans. */
export async function getPlayerHonors(
  sportId: number,
  player: HonoredPlayer,
  signal: AbortSignal,
): Promise<PlayerHonor[]> {
  const [awards, allAmericans] = await Promise.all([
    readAwardIndexes(sportId, signal),
    provider.loadAllAmericans({ sportId }, { signal }),
  ])
  const selections =
    allAmericans.status === 'ok' ? pickHonors(allAmericanIndex(allAmericans.value), player) : []
  return [
    ...awards.flatMap((index) => pickHonors(index, player)).map(toAwardHonor),
    ...selections.sort((a, b) => b.year - a.year).map(toAllAmericanHonor),
  ]
}

/** The bio's "Honors" section; null when the player has none (no empty section). */
export function PlayerHonors({
  honors,
  name,
}: {
  honors: readonly PlayerHonor[]
  name: string
}): ReactElement | null {
  if (honors.length === 0) return null
  return (
    <LinkCardSection
      id="honors-heading"
      heading="Honors"
      cards={honors.map((honor) => ({ ...honor, context: name }))}
      gridClassName="md:grid-cols-2"
    />
  )
}
