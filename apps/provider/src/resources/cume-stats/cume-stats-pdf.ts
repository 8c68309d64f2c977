import type { CumeGroup, CumeStatsResponse } from '@fieldhouse/contract/cume-stats'
import PDFDocument from 'pdfkit'

// The season stats as a printable PDF: title, record and scoring, then per stat group a table
// of the players with a line in it and the team's and opponents' totals. Landscape letter, the
// built-in Helvetica (nothing to load), tables that carry their header onto each new page.

const MARGIN = 36
const ROW = 11
const NAME_WIDTH = 120

// Column labels: the usual scorebook abbreviations; any other stat by its capitals ("atBats" ->
// "AB"), one-word names whole ("sacks"). Baseball's hitting table has 30 columns of 20 points, so a
// label longer than four letters would run into its neighbour.
const LABELS: Record<string, string> = {
  gp: 'GP',
  gs: 'GS',
  runs: 'R',
  hits: 'H',
  doubles: '2B',
  triples: '3B',
  walks: 'BB',
  intentionalWalks: 'IBB',
  strikeouts: 'SO',
  strikeoutsLooking: 'KL',
  hitByPitch: 'HBP',
  reachedOnCatchersInterference: 'CI',
  reachedOnError: 'ROE',
  reachesOnAFieldersChoice: 'FC',
  groundedIntoDoublePlay: 'GDP',
  doublePlaysHitInto: 'DPH',
  triplePlaysHitInto: 'TPH',
  appearances: 'APP',
  wins: 'W',
  losses: 'L',
  saves: 'SV',
  hitsAllowed: 'H',
  runsAllowed: 'R',
  earnedRunsAllowed: 'ER',
  walksAllowed: 'BB',
  homeRunsAllowed: 'HR',
  hitBatters: 'HBP',
  putouts: 'PO',
  assists: 'A',
  errors: 'E',
  passedBalls: 'PB',
  catchersInterference: 'CI',
  stolenBasesAgainst: 'SBA',
  caughtStealingBy: 'CSB',
  involvedInDoublePlays: 'DP',
  involvedInTriplePlays: 'TP',
  avg: 'AVG',
  sluggingPercentage: 'SLG',
  onbasePercentage: 'OBP',
  inningsPitched: 'IP',
  era: 'ERA',
  whip: 'WHIP',
  fldPct: 'FLD%',
  totalChances: 'TC',
  fg3m: '3PM',
  fg3a: '3PA',
  fgPct: 'FG%',
  fg3Pct: '3P%',
  ftPct: 'FT%',
  shoPct: 'SH%',
  sogPct: 'SOG%',
  svPct: 'SV%',
  shPct: 'SH%',
  plusMinus: '+/-',
  pkatt: 'PKA',
  pct: 'PCT',
}
const labelOf = (key: string) =>
  (
    LABELS[key] ?? (/[A-Z]/.test(key) ? key[0] + key.slice(1).replace(/[a-z]/g, '') : key)
  ).toUpperCase()

const titleOf = (key: string) => {
  const word = key.replace(/Stats$/, '')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

type Row = { label: string; cells: string[]; bold?: boolean }

function drawTable(doc: PDFKit.PDFDocument, title: string, columns: string[], rows: Row[]) {
  const width = doc.page.width - 2 * MARGIN
  const cell = Math.min(34, (width - NAME_WIDTH) / columns.length)
  const bottom = doc.page.height - MARGIN
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(6.5)
    const y = doc.y
    doc.text('Player', MARGIN, y, { width: NAME_WIDTH, lineBreak: false })
    columns.forEach((c, i) =>
      doc.text(labelOf(c), MARGIN + NAME_WIDTH + i * cell, y, {
        width: cell - 2,
        align: 'right',
        lineBreak: false,
      }),
    )
    doc
      .moveTo(MARGIN, y + ROW - 2)
      .lineTo(MARGIN + width, y + ROW - 2)
      .lineWidth(0.5)
      .stroke()
    doc.y = y + ROW
  }
  if (doc.y + 3 * ROW + 18 > bottom) doc.addPage()
  doc.font('Helvetica-Bold').fontSize(10).text(title, MARGIN, doc.y)
  doc.moveDown(0.3)
  header()
  for (const row of rows) {
    if (doc.y + ROW > bottom) {
      doc.addPage()
      header()
    }
    const y = doc.y
    doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(6.5)
    doc.text(row.label, MARGIN, y, { width: NAME_WIDTH - 4, lineBreak: false, ellipsis: true })
    row.cells.forEach((value, i) =>
      doc.text(value, MARGIN + NAME_WIDTH + i * cell, y, {
        width: cell - 2,
        align: 'right',
        lineBreak: false,
      }),
    )
    doc.y = y + ROW
  }
  doc.moveDown(1)
}

function groupRows(stats: CumeStatsResponse, group: CumeGroup): Row[] {
  const keys = [...group.counts, ...group.rates]
  const cells = (line: Record<string, string | number | null> | null | undefined) =>
    keys.map((key) => String(line?.[key] ?? ''))
  const players = stats.players.flatMap((p) => {
    const line = p.seasonStats[group.key]
    if (!line) return []
    const label = `${p.uniform ? `${p.uniform} ` : ''}${p.name}`
    return [{ label, cells: [String(p.gamesPlayed), String(p.gamesStarted), ...cells(line)] }]
  })
  const games = String(stats.games)
  return [
    ...players,
    { label: 'Team totals', cells: [games, '', ...cells(stats.team[group.key])], bold: true },
    { label: 'Opponents', cells: [games, '', ...cells(stats.opponent[group.key])], bold: true },
  ]
}

export function renderCumeStatsPdf(stats: CumeStatsResponse): Promise<Buffer> {
  const title = `${stats.sport.title} ${stats.seasonTitle} Cumulative Statistics`
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { record, scoring } = stats
  doc.font('Helvetica-Bold').fontSize(16).text(title)
  doc.font('Helvetica').fontSize(9)
  doc.text(
    `Record ${record.overall} (${record.overallPercentage ?? ''}) · Conference ${record.conference ?? '-'} · ` +
      `Home ${record.home ?? '-'} · Away ${record.away ?? '-'} · Neutral ${record.neutral ?? '-'}`,
  )
  doc.text(
    `${stats.games} games · scored ${scoring.scored} (${scoring.scoredPerGame} a game) · ` +
      `allowed ${scoring.allowed} (${scoring.allowedPerGame} a game)`,
  )
  doc.moveDown(1)
  for (const group of stats.groups) {
    const columns = ['gp', 'gs', ...group.counts, ...group.rates]
    drawTable(doc, titleOf(group.key), columns, groupRows(stats, group))
  }
  doc.end()
  return done
}
