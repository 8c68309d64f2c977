import type { GameJoined } from '../games/games-queries'
import { toScheduleGameResource } from '../schedule-games/schedule-game-resource'
import { groupBy } from '../../group-by'

// The day lists of GET /Calendar/* (README 4.5): games grouped by local day ("2026-09-10T00:00:00",
// a multi-day event under its first day: own design), each event in the calendar's trimmed game
// shape, or in the full legacy shape for /Calendar/from/{start}/to/{end}.

export function groupByDay<T>(rows: readonly GameJoined[], toEvent: (row: GameJoined) => T) {
  const days = groupBy(rows, (row) => `${row.game.date.slice(0, 10)}T00:00:00`)
  return [...days].map(([date, events]) => ({ date, events: events.map(toEvent) }))
}

export function toCalendarEvent(row: GameJoined, timeZone: string) {
  const legacy = toScheduleGameResource(row, timeZone)
  const { image } = legacy.opponent
  return {
    id: legacy.id,
    date: legacy.date,
    time: legacy.time,
    conference: legacy.conference,
    location: legacy.location,
    locationIndicator: legacy.locationIndicator,
    showAtVs: legacy.displayVsatIndicator,
    atVs: legacy.atVs,
    status: legacy.status,
    noplayText: legacy.noplayText,
    type: legacy.type,
    promotion: legacy.gamePromotionText,
    isADoubleheader: legacy.isADoubleheader,
    sport: legacy.sport,
    opponent: {
      id: legacy.opponent.id,
      title: legacy.opponent.title,
      prefix: legacy.opponent.prefix,
      website: legacy.opponent.website,
      location: legacy.opponent.location,
      conference: legacy.opponent.conference,
      mascot: legacy.opponent.mascot,
      image: { filename: image.filename, path: image.path, title: image.title, alt: image.alt },
    },
    media: {
      tvImageLink: legacy.media.tvImageLink || null,
      tvImage: legacy.media.tvImage,
      tv: legacy.media.tv,
      radio: legacy.media.radio,
      video: legacy.media.video,
      audio: legacy.media.audio,
      stats: legacy.media.stats,
      tickets: legacy.media.tickets,
      preview: null,
      gamefiles: legacy.media.gamefiles,
      customDisplayFields: [],
    },
    result: legacy.result,
    facility: legacy.facility,
    tournament: legacy.tournament && {
      id: legacy.tournament.id,
      title: legacy.tournament.title,
      website: legacy.tournament.website,
    },
    gamelinks: null,
  }
}

export function toCalendarPreview(row: GameJoined, timeZone: string) {
  const legacy = toScheduleGameResource(row, timeZone)
  return { id: legacy.id, date: legacy.date, enddate: legacy.enddate, sport: legacy.sport }
}
