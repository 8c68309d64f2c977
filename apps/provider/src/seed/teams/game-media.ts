import type { SportKey } from '../sport-catalog'
import { SPORT_CATALOG } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { imagePath } from '../tenant-definition'

// A game's media links in the wire's shape (README 4.2 `media`): tickets for ticketed sports'
// home games, TV (with the network's logo) and radio for the big sports, live stats and video
// where a game center runs, game notes for tournaments, a program for football at home.

export type GameMedia = {
  video: string | null
  videoText: string | null
  audio: string | null
  audioText: string | null
  stats: string | null
  tickets: string | null
  gameNote: string | null
  gamePromotionName: string | null
  tv: string | null
  tvImage: string | null
  tvImageLink: string | null
  radio: string | null
  custom1: string | null
  custom2: string | null
  custom3: string | null
  gameFiles: { cssClass: string | null; title: string; url: string | null }[]
  program: string | null
  programText: string | null
}

const BROADCAST: readonly SportKey[] = ['football', 'mbasket', 'wbasket', 'mhockey', 'baseball']

export const TV_LOGO_PATH = 'logos/tv-network.svg'

export function gameMediaOf(
  definition: TenantDefinition,
  key: SportKey,
  game: {
    id: number
    home: boolean
    gameCenter: boolean
    tournament: string
    played: boolean
    promotion: string | null
  },
): GameMedia {
  const site = `https://${definition.domain}`
  const shortName = SPORT_CATALOG[key].shortName
  const broadcast = BROADCAST.includes(key)
  const network = `${definition.abbreviation} Sports Network`
  return {
    video: game.gameCenter ? `${site}/watch?Live=${game.id}` : null,
    videoText: game.gameCenter ? (broadcast ? 'Watch (ESPN+)' : 'Watch') : null,
    audio: broadcast ? `${site}/listen/${shortName}` : null,
    audioText: broadcast ? 'Listen' : null,
    stats: game.gameCenter ? `${site}/sidearmstats/${shortName}/summary` : null,
    tickets:
      game.home && definition.ticketedSports.includes(key)
        ? `https://tickets.${definition.domain}/list/${shortName}`
        : null,
    gameNote: game.tournament && game.tournament !== 'Exhibition' ? game.tournament : null,
    gamePromotionName: game.promotion,
    tv: broadcast ? (game.id % 3 === 0 ? 'ESPN+' : network) : null,
    tvImage: broadcast && game.id % 3 !== 0 ? imagePath(definition, TV_LOGO_PATH) : null,
    tvImageLink: broadcast && game.id % 3 !== 0 ? `${site}/network` : null,
    radio: broadcast ? `W${definition.abbreviation.slice(0, 3)} 90.1 FM` : null,
    custom1: null,
    custom2: null,
    custom3: null,
    gameFiles: game.played
      ? [
          {
            cssClass: null,
            title: 'Game Notes',
            url: `${site}/documents/game-notes-${game.id}.pdf`,
          },
        ]
      : [],
    program: key === 'football' && game.home ? `${site}/documents/program-${game.id}.pdf` : null,
    programText: key === 'football' && game.home ? 'Game Program' : null,
  }
}
