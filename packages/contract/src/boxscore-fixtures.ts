// Test support, not a schema: a softball box score written here, by hand, to the shape issue 33
// and provider README 4.12 record for a real tenant's softball box scores (the field names of
// `/api/v2/stats/boxscore`). It is not a copy of any tenant's data: names, numbers and plays are
// made up. Flags are "1"/"0", every stat a string, the teams carry `score`
// and `scoringSummary` (no `scoreSummary`), and the top-level home flag and names are absent.
const softballPlayer = (name: string, started: '1' | '0') => ({
  name,
  playerFirstLastName: name.split(', ').reverse().join(' '),
  uniform: '12',
  position: 'ss',
  gamePlayed: '1',
  gameStarted: started,
  hitting: { atBats: '3', runsScored: '0', hits: '1', runsBattedIn: '0', walks: '0' },
  pitching: null,
})
const softballTeam = (name: string, isTenantTeam: boolean, byInnings: string, runs: string) => ({
  name,
  score: runs,
  record: '28-12, 9-4',
  isTenantTeam,
  rank: '',
  conferenceRecord: '9-4',
  boxscoreUrl: '/sports/softball/stats/2026/example/boxscore/101',
  scoringSummary: { runs, hits: '4', errors: '0', scoreByInnings: byInnings },
  totals: {
    hitting: { atBats: '24', runsScored: runs, hits: '4' },
    pitching: { inningsPitched: '7.0', hitsAllowed: '3', earnedRuns: '0' },
  },
  players: [softballPlayer('Lane, Avery', '1'), softballPlayer('Moss, Tara', '0')],
})
/** The home team (the school) wins 1-0 on a sixth-inning home run. */
export const realShapedSoftballBoxScore = {
  gameDate: '04/18/2026',
  venue: {
    date: '04/18/2026',
    location: 'Millbrook',
    attendance: '1022',
    doubleHeaderGame: '0',
    stadium: 'Riverside Field',
    start: '5:03 PM',
    duration: '1:36',
    weather: 'Sunny, 72',
    umpires: { 'Home Plate': 'Pat Doe', First: 'Lee Roe', Third: 'Kim Poe' },
    scheduledInnings: '7',
    tournamentName: '',
  },
  scoringSummaryPlays: [
    {
      teamName: 'Home U',
      inningNumber: '6',
      playNarrative: 'Lane homered to left field, RBI.',
      visitingScore: '0',
      homeScore: '1',
      isVisitingTeam: false,
    },
  ],
  visitingTeam: softballTeam('Visitors', false, '0,0,0,0,0,0,0', '0'),
  homeTeam: softballTeam('Home U', true, '0,0,0,0,0,1,X', '1'),
}
