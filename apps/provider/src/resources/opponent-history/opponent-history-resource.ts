import type { GameJoined } from '../games/games-queries'
import { toScheduleGameResource } from '../schedule-games/schedule-game-resource'

// A sport's series against one opponent (GET /OpponentHistory*, README 3.2; schemas under
// opponentHistory): the meetings that count (W/L/T, not exhibitions), oldest first, and the
// tallies the schemas name. `allTimeAdjustmentsRecords` equals the plain record (own design: no
// forfeits or vacated games are seeded); `currentStreak` counts the latest run of one result;
// margins are in the sport's points, null without a win.

type Tally = { wins: number; losses: number; ties: number }

function tally(rows: readonly GameJoined[]): Tally {
  const of = (status: string) => rows.filter((row) => row.game.resultStatus === status).length
  return { wins: of('W'), losses: of('L'), ties: of('T') }
}

function streak(rows: readonly GameJoined[]): Tally {
  const last = rows[rows.length - 1]?.game.resultStatus
  let length = 0
  for (let i = rows.length - 1; i >= 0 && rows[i]?.game.resultStatus === last; i -= 1) length += 1
  return {
    wins: last === 'W' ? length : 0,
    losses: last === 'L' ? length : 0,
    ties: last === 'T' ? length : 0,
  }
}

const points = (value: string | null) => Number(value ?? 0) || 0

export function toMeetings(rows: readonly GameJoined[]): GameJoined[] {
  return rows.filter(
    ({ game }) =>
      game.status === 'O' &&
      game.resultStatus !== null &&
      game.resultStatus !== 'N' &&
      game.tournament !== 'Exhibition',
  )
}

function totals(meetings: readonly GameJoined[]) {
  const margins = meetings
    .filter((row) => row.game.resultStatus === 'W')
    .map((row) => points(row.game.teamScore) - points(row.game.opponentScore))
  return {
    teamTotalPoints: meetings.reduce((sum, row) => sum + points(row.game.teamScore), 0),
    opponentTotalPoints: meetings.reduce((sum, row) => sum + points(row.game.opponentScore), 0),
    allTimeAdjustmentsRecords: tally(meetings),
    allTotalRecords: tally(meetings),
    lastTenGameRecords: tally(meetings.slice(-10)),
    currentStreak: streak(meetings),
    largestMarginOfVictory: margins.length > 0 ? Math.max(...margins) : null,
    smallestMarginOfVictory: margins.length > 0 ? Math.min(...margins) : null,
  }
}

// One item of /OpponentHistory/list/{sportId} and v2.1 /OpponentHistory.
export function toOpponentSummary(meetings: readonly GameJoined[]) {
  const opponent = meetings[0]?.opponent
  if (!opponent) throw new Error('An opponent summary needs at least one meeting')
  return {
    opponent: { id: opponent.id, name: opponent.name },
    results: meetings.map(({ game }) => ({
      gameId: game.id,
      gameDate: game.date,
      resultStatus: game.resultStatus ?? '',
      gameLocationIndicator: game.locationIndicator,
      gameConference: game.isConference,
      teamScore: game.teamScore,
      opponentScore: game.opponentScore,
    })),
    ...totals(meetings),
    opponentName: opponent.name,
    opponentId: opponent.id,
  }
}

const POINTS_SYNONYMS: Record<string, string> = {
  baseball: 'Runs',
  softball: 'Runs',
  msoc: 'Goals',
  wsoc: 'Goals',
  mhockey: 'Goals',
  whockey: 'Goals',
  fhockey: 'Goals',
  mlax: 'Goals',
  wlax: 'Goals',
  mwpolo: 'Goals',
  wwpolo: 'Goals',
  wvball: 'Sets',
  mvball: 'Sets',
}

// GET /OpponentHistory/opponent/{sportId}/{opponentId}.
export function toOpponentDetail(meetings: readonly GameJoined[], timeZone: string) {
  const first = meetings[0]
  if (!first) throw new Error('An opponent detail needs at least one meeting')
  const { opponent, sport } = first
  const slash = opponent.image.lastIndexOf('/')
  const where = (indicator: string) =>
    meetings.filter((r) => r.game.locationIndicator === indicator)
  return {
    opponent: {
      id: opponent.id,
      title: opponent.name,
      image: opponent.image,
      prefix: null,
      name: opponent.name,
    },
    results: meetings.map((row) => {
      const legacy = toScheduleGameResource(row, timeZone)
      const { game } = row
      return {
        gameId: game.id,
        gameDate: game.date,
        resultStatus: game.resultStatus ?? '',
        gamePregameStoryId: game.pregameStoryId,
        gamePostGameStoryId: game.postgameStoryId,
        gameLocationIndicator: game.locationIndicator,
        gameLocation: game.location ?? '',
        gameConference: game.isConference,
        opponentName: opponent.name,
        seasonTitle: row.season.title,
        teamScore: game.teamScore,
        opponentScore: game.opponentScore,
        resultBoxScoreFile: game.hasBoxScore ? `/boxscore.aspx?id=${game.id}` : '',
        resultPostscoreInfo: game.postScore ?? '',
        scoringLine: null,
        // The opponent's logo as an image record (own design for the values the seed lacks).
        image: {
          id: opponent.id,
          fileName: opponent.image.slice(slash + 1),
          path: opponent.image.slice(0, slash + 1),
          defaultCaption: null,
          origWidth: null,
          origHeight: null,
          categoryId: null,
          isTemp: null,
          created: row.season.created,
          oldId: null,
          creditId: null,
          lastUpdated: row.season.created,
          galimageId: null,
          tags: null,
          oldPath: null,
          isSvg: opponent.image.endsWith('.svg'),
          mediaCaption: null,
          url: null,
          absoluteUrl: null,
          altText: null,
          title: `${opponent.name} logo`,
          creditName: null,
        },
        opponentLogoPath: opponent.image,
        result: legacy.result && { ...legacy.result, recap: null },
        media: legacy.media,
      }
    }),
    ...totals(meetings),
    sport: {
      pointsSynonym: POINTS_SYNONYMS[sport.globalSportShortName ?? ''] ?? 'Points',
      abbrev: sport.abbrev,
      shortDisplay: sport.shortDisplay,
      shortName: sport.shortName,
      globalSportId: sport.globalSportId ?? 0,
      globalSportNameSlug: sport.globalSportNameSlug,
      globalSportGender: sport.globalSportGender,
      id: sport.id,
      title: sport.title,
    },
    homeRecords: tally(where('H')),
    awayRecords: tally(where('A')),
    conferenceRecords: tally(meetings.filter((row) => row.game.isConference)),
  }
}
