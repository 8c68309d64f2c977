import { toConferenceAbbrev } from '../../conference-abbrev'
import { toUtc } from '../../local-time'
import { toOpponentTitle } from '../events-results/event-result-resource'
import { toFacilityUrl } from '../site-urls'
import { StoredMediaSchema, StoredPromotionSchema } from '../games/game-stored'
import type { GameJoined } from '../games/games-queries'

// A games row -> the "legacy" game shape of GET /ScheduleGames/{gameId} (README 4.3), also the
// shape of Calendar/from/to and Stories' games. Its schema types text fields as strings, never
// null, so absent text is '' here; `dateUtc` is a string even for a TBD or all-day game (the
// local date's midnight in the tenant's zone: own design, the EventsResults shape gives null).

// Tournaments have no table of their own: a stable id from the title (own design).
function tournamentId(title: string): number {
  let hash = 7
  for (const ch of title) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000
  return hash
}

function link(url: string | null, title: string) {
  return url ? { title, url, label: title, cssClass: null } : null
}

export function toScheduleGameResource(row: GameJoined, timeZone: string) {
  const { game, sport, opponent, facility } = row
  const media = StoredMediaSchema.parse(game.media)
  const promotion = StoredPromotionSchema.parse(game.promotion)
  const slash = opponent.image.lastIndexOf('/')
  const result =
    game.resultStatus === null && game.teamScore === null
      ? null
      : {
          status: game.resultStatus ?? '',
          teamScore: game.teamScore ?? '',
          opponentScore: game.opponentScore ?? '',
          prescoreInfo: game.preScore ?? '',
          postscoreInfo: game.postScore ?? '',
          boxscore: game.hasBoxScore ? `/boxscore.aspx?id=${game.id}` : null,
          // No recap story yet (stories come later): an empty link.
          recap: { title: '', url: '', label: '', cssClass: null },
        }
  return {
    time: game.time ?? (game.tbd ? 'TBA' : game.allDay ? 'All Day' : ''),
    conference: game.isConference,
    conferenceTitle: game.conference,
    conferenceAbbrev: game.conference ? toConferenceAbbrev(game.conference) : null,
    conferenceLogo: null,
    location: game.location ?? '',
    locationIndicator: game.locationIndicator,
    neutralHometeam: game.neutralHometeam,
    atVs: game.locationIndicator === 'A' ? 'at' : 'vs',
    status: game.status,
    noplayText: game.noplayText,
    type: 'S',
    gameTeamPrefix: game.teamPrefix,
    gamePromotionText: promotion.name,
    gamePromotionLink: promotion.link ?? '',
    promotionImageCaption: promotion.caption,
    promotionImageLink: promotion.link,
    promotionImagePath: promotion.image,
    isADoubleheader: game.isDoubleHeader,
    displayVsatIndicator: game.showAtVs,
    gameProgram: media.programText ?? '',
    gameProgramLink: media.program,
    opponent: {
      id: opponent.id,
      title: toOpponentTitle(row),
      prefix: game.opponentPrefix ?? '',
      website: opponent.website,
      websiteLabel: `${opponent.name} Athletics`,
      location: opponent.location,
      conference: game.isConference,
      mascot: opponent.mascot,
      image: {
        fullpath: opponent.image,
        filename: opponent.image.slice(slash + 1),
        path: opponent.image.slice(0, slash + 1),
        title: opponent.name,
        alt: `${opponent.name} logo`,
      },
    },
    media: {
      tv: media.tv ?? '',
      tvImage: media.tvImage,
      tvImageLink: media.tvImageLink ?? '',
      radio: media.radio ?? '',
      video: link(media.video, media.videoText ?? 'Watch'),
      audio: link(media.audio, media.audioText ?? 'Listen'),
      stats: link(media.stats, 'Live Stats'),
      tickets: media.tickets,
      preview: null,
      gamefiles: media.gameFiles.map((file, index) => ({
        scheduleId: game.scheduleId,
        gameId: game.id,
        gamefileRank: index + 1,
        gamefileLink: file.url ?? '',
        gamefileTitle: file.title,
        gamefileClass: file.cssClass ?? '',
      })),
      customDisplayFields: [],
      gameNote: media.gameNote,
    },
    result,
    facility: facility
      ? { id: facility.id, title: facility.title, url: toFacilityUrl(facility) }
      : null,
    tournament: game.tournament
      ? { id: tournamentId(game.tournament), title: game.tournament, website: '', color: '' }
      : null,
    galleries: [],
    previewStoryId: game.pregameStoryId,
    postStoryId: game.postgameStoryId,
    hasWePlayedMoments: false,
    ticketLink: media.tickets,
    gameScheduleInclude: true,
    gameCalendarExclude: false,
    allDay: game.allDay,
    tbd: game.tbd,
    isSpotlight: game.isSpotlight,
    dateUtc: game.dateUtc ?? toUtc(`${game.date.slice(0, 10)}T00:00:00`, timeZone),
    endDateUtc: game.endDateUtc,
    id: game.id,
    date: game.date,
    enddate: game.endDate,
    sport: {
      id: sport.id,
      title: sport.title,
      abbreviation: sport.abbrev ?? '',
      shortname: sport.shortName,
      shortDisplay: sport.shortDisplay ?? sport.abbrev ?? '',
      globalSportShortname: sport.globalSportShortName ?? sport.shortName,
    },
  }
}

// Meetings with the same opponent in the same sport up to and including this game (games that
// count: W, L or T), and the latest of them; null before a first meeting (own design).
export function toGameHistory(row: GameJoined, meetings: readonly GameJoined[]) {
  const past = meetings.filter(
    (m) =>
      m.game.resultStatus !== null &&
      m.game.resultStatus !== 'N' &&
      m.game.tournament !== 'Exhibition' &&
      (m.game.date < row.game.date || m.game.id === row.game.id),
  )
  const count = (status: string) => past.filter((m) => m.game.resultStatus === status).length
  const last = past[past.length - 1]
  return {
    totalWins: count('W'),
    totalLosses: count('L'),
    totalTies: count('T'),
    lastMeeting: last
      ? {
          id: last.game.id,
          resultStatus: last.game.resultStatus ?? '',
          resultTeamScore: last.game.teamScore,
          resultOpponentScore: last.game.opponentScore,
          gameDate: last.game.date,
        }
      : null,
  }
}

// GET /ScheduleGames/{gameId}/results (README 4.3).
export function toScheduleGameResults(row: GameJoined, meetings: readonly GameJoined[]) {
  const { game, sport, facility } = row
  const media = StoredMediaSchema.parse(game.media)
  const tvImage = media.tvImage
  const slash = tvImage?.lastIndexOf('/') ?? -1
  return {
    socialMedia: {
      facebookPage: sport.facebookPage,
      twitterUserName: sport.twitterName ?? '',
      instagramUserName: sport.instagramName ?? '',
      youtubePlaylist: sport.youtubeName ?? '',
    },
    boxscore: game.hasBoxScore ? `/boxscore.aspx?id=${game.id}` : null,
    // Stories come later: no recap yet.
    story: null,
    gamePromotionName: media.gamePromotionName,
    gameCustom1: media.custom1,
    gameCustom2: media.custom2,
    gameCustom3: media.custom3,
    galleries: [],
    gamefiles: media.gameFiles.map((file) => ({ title: file.title, url: file.url })),
    history: toGameHistory(row, meetings),
    facility: facility
      ? { id: facility.id, title: facility.title, url: toFacilityUrl(facility) }
      : null,
    media: {
      tv: media.tv ?? '',
      tvImagePath: tvImage ? tvImage.slice(0, slash + 1) : null,
      tvImageFileName: tvImage ? tvImage.slice(slash + 1) : null,
      tvImageCreated: null,
      tvImageThumbnailPrefix: null,
      radio: media.radio,
    },
    sportId: sport.id,
    opponentId: game.opponentId,
    resultStatus: game.resultStatus ?? '',
  }
}
