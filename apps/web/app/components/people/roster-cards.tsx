import { formatHeight, formatHeightLong } from '@fieldhouse/domain/format-height'
import { formatWeight, formatWeightLong } from '@fieldhouse/domain/format-weight'

import { SmartLink } from '~/components/smart-link'

import { PersonPhoto } from './person-photo'
import type { RosterRow } from './roster-rows'

// The card grids: columns per width, and how wide a card's photo is at each (its `sizes`): a
// column of the content column (max-w-7xl px-4, 78rem at most) less the gap-3 gaps. A phone
// then takes a 320 px photo, not the 640 px one a 320 px box needs at 2x.
const GRIDS = {
  /** The roster page: up to five across. */
  roster: {
    columns: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5',
    sizes:
      '(min-width: 80rem) 15rem, (min-width: 48rem) calc(25vw - 1.1rem), ' +
      '(min-width: 40rem) calc(33.3vw - 1.2rem), calc(50vw - 1.4rem)',
  },
  /** A set of eight: two rows at every width. */
  twoRows: {
    columns: 'grid-cols-2 md:grid-cols-4',
    sizes: '(min-width: 80rem) 19rem, (min-width: 48rem) calc(25vw - 1.1rem), calc(50vw - 1.4rem)',
  },
} as const

type RosterCardsProps = {
  players: readonly RosterRow[]
  defaultImage: string | null
  label: string
  grid?: keyof typeof GRIDS
}

function Measurements({ player }: { player: RosterRow }) {
  const short = [formatHeight(player.heightFeet, player.heightInches), formatWeight(player.weight)]
  if (!short.some(Boolean)) return null
  const long = [
    formatHeightLong(player.heightFeet, player.heightInches),
    formatWeightLong(player.weight),
  ]
  return (
    <p className="text-sm text-ink-muted">
      <span aria-hidden="true">{short.filter(Boolean).join(' · ')}</span>
      <span className="sr-only">{long.filter(Boolean).join(', ')}</span>
    </p>
  )
}

/** The roster as cards with headshots: the view for phones and for putting faces to names. */
export function RosterCards({ players, defaultImage, label, grid = 'roster' }: RosterCardsProps) {
  const { columns, sizes } = GRIDS[grid]
  return (
    <ul aria-label={label} className={`grid gap-3 ${columns}`}>
      {players.map((player) => (
        <li key={player.id} className="flex flex-col overflow-hidden rounded-sm border border-line">
          <PersonPhoto
            src={player.image}
            fallback={defaultImage}
            width={320}
            height={400}
            sizes={sizes}
            className="aspect-[4/5] h-auto w-full"
          />
          <div className="flex flex-1 flex-col gap-1 p-3">
            <p className="flex items-baseline gap-2">
              {player.jersey ? (
                <span className="font-display text-2xl font-black text-brand-strong">
                  <span className="sr-only">Number </span>
                  {player.jersey}
                </span>
              ) : null}
              <span className="font-bold leading-tight">
                {player.url ? (
                  <SmartLink url={player.url} className="underline-offset-4 hover:underline">
                    {player.name}
                  </SmartLink>
                ) : (
                  player.name
                )}
              </span>
            </p>
            <p className="text-sm text-ink-muted">
              {[
                player.positionLong ?? player.position,
                player.academicYearLong ?? player.academicYear,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Measurements player={player} />
            {player.hometown ? <p className="text-sm text-ink-muted">{player.hometown}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
