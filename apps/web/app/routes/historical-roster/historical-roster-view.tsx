import { Form } from 'react-router'

import { SmartLink } from '~/components/smart-link'
import { Pagination } from '~/components/ui/pagination'
import { withQuery } from '~/paths/with-query'

type HistoryPlayer = {
  id: number
  name: string
  seasons: string
  sport: string | null
  url: string | null
}

type HistoricalRosterViewProps = {
  title: string
  path: string
  search: { q: string | null; letter: string | null; page: number }
  total: number
  pages: number
  players: readonly HistoryPlayer[]
  /** The site-wide list names each player's sport; a sport's own list does not need to. */
  showSport: boolean
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

// The historical roster (SPEC.md 2.1): a name search (GET form) and an A-Z of last names, both
// plain links and forms that work without JavaScript, and the results a page at a time.
export function HistoricalRosterView({
  title,
  path,
  search,
  total,
  pages,
  players,
  showSport,
}: HistoricalRosterViewProps) {
  const letterHref = (letter: string | null) => withQuery(path, { letter })
  const pageHref = (page: number) =>
    withQuery(path, { q: search.q, letter: search.letter, page: page > 1 ? page : null })
  const described = search.q
    ? `matching “${search.q}”`
    : search.letter
      ? `with last names starting ${search.letter}`
      : 'in all'
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          Everyone who has been on a roster, season by season. Search by name or pick the first
          letter of a last name.
        </p>
      </header>
      <Form method="get" action={path} role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col font-bold">
          Name
          <input
            type="search"
            name="q"
            defaultValue={search.q ?? ''}
            maxLength={100}
            autoComplete="off"
            className="mt-1 min-h-11 w-64 max-w-full rounded-sm border-2 border-line bg-surface px-3 font-normal"
          />
        </label>
        <button type="submit" className="button-primary">
          Search
        </button>
      </Form>
      <nav aria-label="Last name initial">
        <ul className="flex flex-wrap gap-1">
          <li>
            <LetterLink href={letterHref(null)} current={!search.letter && !search.q} label="All" />
          </li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <LetterLink
                href={letterHref(letter)}
                current={search.letter === letter}
                label={letter}
              />
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="history-results">
        <h2 id="history-results" className="mb-4 text-xl font-bold">
          {total} {total === 1 ? 'player' : 'players'} {described}
        </h2>
        {players.length === 0 ? (
          <p>No players found. Try another spelling or letter.</p>
        ) : (
          <ul className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
            {players.map((player) => (
              <li key={player.id} className="border-b border-line py-2">
                <p className="font-bold">
                  {player.url ? (
                    <SmartLink url={player.url} className="underline-offset-4 hover:underline">
                      {player.name}
                    </SmartLink>
                  ) : (
                    player.name
                  )}
                </p>
                <p className="text-sm text-ink-muted">
                  {showSport && player.sport ? `${player.sport} · ` : ''}
                  {player.seasons}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination page={search.page} pageCount={pages} hrefFor={pageHref} label="Result pages" />
    </div>
  )
}

function LetterLink({ href, current, label }: { href: string; current: boolean; label: string }) {
  const box =
    'flex min-h-11 min-w-11 items-center justify-center rounded-sm border-2 px-2 font-bold'
  return (
    <a
      href={href}
      data-discover="true"
      aria-current={current ? 'page' : undefined}
      className={
        current ? `${box} border-ink bg-ink text-surface` : `${box} border-line hover:border-ink`
      }
    >
      {label}
    </a>
  )
}
