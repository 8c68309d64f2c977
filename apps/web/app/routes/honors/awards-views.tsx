import type { AwardCard, AwardProfile, AwardsPage } from '~/components/honors/awards.server'
import { toInitials } from '~/components/honors/honors.server'
import { FilterSelect, SportFilter } from '~/components/ui/filter-select'
import { Pagination } from '~/components/ui/pagination'
import { allAmericansPath, awardsPath, hallOfFamePath } from '~/paths/honors'

import { HonorPhoto, HonorProfile, HonorsHeader, SportName, toHonoreeLinks } from './honors-parts'

// The awards screens' bodies, made on the server only (`serverSection` in the loaders): read, not
// played with. The filter form is a plain GET form, so it works the same with or without
// JavaScript.

export function AwardsListView({ page, heading }: { page: AwardsPage; heading: string }) {
  const { filters, types, sports, awards, total, pages } = page
  const filtered = filters.type !== null || filters.sport !== null
  const pageHref = (n: number) =>
    awardsPath({ type: filters.type ? Number(filters.type) : null, sport: filters.sport, page: n })
  return (
    <div className="space-y-8 py-10">
      <HonorsHeader
        kicker={null}
        title={heading}
        lead="Conference and national honors won by our student-athletes and coaches, newest first."
      />
      <form
        method="get"
        action={awardsPath()}
        role="search"
        aria-label="Filter awards"
        className="grid gap-4 rounded-sm bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
      >
        <FilterSelect
          label="Award"
          name="type"
          value={filters.type}
          allLabel="All awards"
          options={types}
        />
        <SportFilter value={filters.sport} options={sports} />
        <button type="submit" className="button-primary">
          Show awards
        </button>
      </form>
      <section aria-labelledby="awards-results">
        <h2 id="awards-results" className="font-display text-2xl font-black uppercase">
          {total} {total === 1 ? 'award' : 'awards'}
        </h2>
        {awards.length === 0 ? (
          <p className="mt-4">
            {filtered ? 'No awards match these filters. ' : 'No awards have been announced yet.'}
            {filtered ? (
              <a href={awardsPath()} className="font-bold underline">
                Show every award
              </a>
            ) : null}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {awards.map((award, index) => (
              <AwardItem key={award.id} award={award} priority={index < 3} />
            ))}
          </ul>
        )}
      </section>
      <Pagination page={filters.page} pageCount={pages} hrefFor={pageHref} label="Award pages" />
      {filtered ? null : (
        <p>
          <a href={allAmericansPath()} className="font-bold text-brand-strong underline">
            All-Americans
          </a>
          <span aria-hidden="true" className="px-2">
            ·
          </span>
          <a href={hallOfFamePath()} className="font-bold text-brand-strong underline">
            Hall of Fame
          </a>
        </p>
      )}
    </div>
  )
}

function AwardItem({ award, priority }: { award: AwardCard; priority: boolean }) {
  return (
    <li className="flex gap-4 rounded-sm border-2 border-line bg-surface p-3">
      <HonorPhoto
        headshot={award.headshot}
        initials={toInitials(award.name)}
        width={96}
        priority={priority}
        className="w-24 shrink-0 rounded-sm text-2xl"
      />
      <div className="min-w-0">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-strong">{award.award}</p>
        <h3 className="mt-1 text-lg font-bold leading-snug">
          <a href={award.path} className="inline-block py-0.5 hover:underline">
            {award.name}
          </a>
        </h3>
        <p className="text-sm">
          <SportName sport={award.sport} />
          {award.detail ? <span className="text-ink-muted"> · {award.detail}</span> : null}
        </p>
        {award.day && award.dateText ? (
          <p className="mt-1 text-sm text-ink-muted">
            <time dateTime={award.day}>{award.dateText}</time>
          </p>
        ) : null}
      </div>
    </li>
  )
}

export function AwardView({ award }: { award: AwardProfile }) {
  return (
    <HonorProfile
      honoree={award}
      kicker={{ title: 'Awards', path: awardsPath() }}
      badge={award.award}
      links={[
        ...toHonoreeLinks(award),
        { text: `Every ${award.moreOfType.title} award`, path: award.moreOfType.path },
        award.moreOfSport
          ? { text: `More ${award.moreOfSport.title} awards`, path: award.moreOfSport.path }
          : null,
      ]}
      more={{ id: 'award-highlights', heading: 'Highlights', html: award.highlights }}
    >
      {award.summary ? <p className="mt-4 text-lg">{award.summary}</p> : null}
    </HonorProfile>
  )
}
