import { toOrdinal } from '@fieldhouse/domain/ordinals'
import type {
  BoxScorePlay,
  BoxScoreScore,
  ScoringPlay,
} from '@fieldhouse/provider-client/box-scores'

// The box score's lists of plays: baseball and softball's scoring plays (README 4.12
// `scoringSummaryPlays`), the goal sports' scoring summary and the play by play. Each shows
// only when the box score has it.

const HEADING = 'mb-3 font-display text-2xl font-black uppercase'

/** "Top 6th", "Bottom 7th"; "6th" when the half is not known. */
export function inningLabel(play: Pick<ScoringPlay, 'inning' | 'half'>): string {
  const n = Number(play.inning)
  const ordinal = play.inning && Number.isInteger(n) ? toOrdinal(n) : play.inning
  if (play.half === null) return ordinal ? `${ordinal} inning` : ''
  return `${play.half === 'top' ? 'Top' : 'Bottom'} ${ordinal}`
}

export function ScoringPlays({
  plays,
  visitor,
  home,
}: {
  plays: ScoringPlay[]
  visitor: string
  home: string
}) {
  if (plays.length === 0) return null
  return (
    <section aria-labelledby="scoring-plays-heading">
      <h2 id="scoring-plays-heading" className={HEADING}>
        Scoring plays
      </h2>
      <ol className="divide-y divide-line">
        {plays.map((play, i) => (
          <li key={i} className="grid gap-x-4 py-2 sm:grid-cols-[8rem_minmax(0,1fr)_auto]">
            <span className="text-ink-muted">{inningLabel(play)}</span>
            <span className="min-w-0">
              {play.team ? <span className="font-bold">{play.team}: </span> : null}
              {play.text}
            </span>
            {play.visitingScore || play.homeScore ? (
              <span className="tabular-nums">
                {visitor} {play.visitingScore}, {home} {play.homeScore}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

export function ScoringSummary({ scores }: { scores: BoxScoreScore[] }) {
  if (scores.length === 0) return null
  return (
    <section aria-labelledby="scoring-heading">
      <h2 id="scoring-heading" className={HEADING}>
        Scoring summary
      </h2>
      <ol className="divide-y divide-line">
        {scores.map((score, i) => (
          <li key={i} className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 py-2">
            <span className="text-ink-muted tabular-nums">
              {score.period}
              {score.time ? ` · ${score.time}` : ''}
            </span>
            <span>
              <span className="font-bold">{score.team}</span> {score.nameOfPlayer}
              {score.nameOfFirstAssist ? ` (assist: ${score.nameOfFirstAssist})` : ''}
              {score.description ? `: ${score.description}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function PlayByPlay({ plays }: { plays: BoxScorePlay[] }) {
  if (plays.length === 0) return null
  return (
    <section aria-labelledby="plays-heading">
      <h2 id="plays-heading" className={HEADING}>
        Play by play
      </h2>
      <details className="rounded-sm border-2 border-line p-4">
        <summary className="cursor-pointer font-bold">Show all {plays.length} plays</summary>
        <ol className="mt-3 divide-y divide-line text-sm">
          {plays.map((play, i) => (
            <li key={i} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 py-1">
              <span className="text-ink-muted tabular-nums">
                {play.period}
                {play.clock ? ` · ${play.clock}` : ''}
              </span>
              <span>{play.text ?? play.action}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  )
}
