// A season's record from its games (GET /Schedule/{id}/Record, /Season/{id}/record, README
// 4.4): only games that count (a W, L or T result; not exhibitions, canceled games or no
// decisions), as the legacy feed printed them: "20-10" ("20-10-1" with ties), percentages as
// ".667" with ties counted half, the streak as "W3".

export type CountedGame = {
  result: 'W' | 'L' | 'T'
  isConference: boolean
  locationIndicator: 'H' | 'A' | 'N'
}

type Tally = { w: number; l: number; t: number }

function tally(games: readonly CountedGame[]): Tally {
  return {
    w: games.filter((g) => g.result === 'W').length,
    l: games.filter((g) => g.result === 'L').length,
    t: games.filter((g) => g.result === 'T').length,
  }
}

export function toRecordText({ w, l, t }: Tally): string {
  return t > 0 ? `${w}-${l}-${t}` : `${w}-${l}`
}

export function toPercentage({ w, l, t }: Tally): string {
  const played = w + l + t
  if (played === 0) return '.000'
  const value = ((w + t / 2) / played).toFixed(3)
  return value.startsWith('0') ? value.slice(1) : value
}

// "W3": the latest result and how many in a row ended that way; '' before a first result.
export function toStreak(games: readonly CountedGame[]): string {
  const last = games[games.length - 1]
  if (!last) return ''
  let length = 0
  for (let i = games.length - 1; i >= 0 && games[i]?.result === last.result; i -= 1) length += 1
  return `${last.result}${length}`
}

export function toSeasonRecord(games: readonly CountedGame[]) {
  const overall = tally(games)
  const conference = tally(games.filter((g) => g.isConference))
  const at = (where: CountedGame['locationIndicator']) =>
    toRecordText(tally(games.filter((g) => g.locationIndicator === where)))
  return {
    overallRecord: toRecordText(overall),
    overallPercentage: toPercentage(overall),
    overallRecordUnformatted: `${overall.w}-${overall.l}-${overall.t}`,
    conferenceRecord: toRecordText(conference),
    conferencePercentage: toPercentage(conference),
    // No seeded sport keeps standings points (/Sports says usesPoints: false for all).
    conferencePoints: '',
    streak: toStreak(games),
    homeRecord: at('H'),
    awayRecord: at('A'),
    neutralRecord: at('N'),
  }
}
