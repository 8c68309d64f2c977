import { Image } from '~/components/ui/image'
import { publicationsPath } from '~/paths/publications'

import type { PublicationCard, SportFilter } from './publications.server'

// The publications screens' bodies, rendered on the server only (`serverSection` in the loaders)
// and shown with <StaticHtml>: read, not played with, so their code stays out of the browser.
// Plain links, since they render outside the router.

type PublicationsListProps = {
  title: string
  description: string | null
  showDates: boolean
  sport: { title: string; slug: string } | null
  filters: SportFilter[]
  publications: PublicationCard[]
}

export function PublicationsListView({
  title,
  description,
  showDates,
  sport,
  filters,
  publications,
}: PublicationsListProps) {
  return (
    <div className="py-10">
      <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
        {sport ? `${sport.title} ${title}` : title}
      </h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{description}</p> : null}
      {filters.length > 0 ? (
        <nav aria-label="Publications by sport" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const isCurrent = filter.slug === (sport?.slug ?? null)
              return (
                <li key={filter.slug ?? 'all'}>
                  <a
                    href={filter.path}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-sm border-2 px-3 font-bold ${
                      isCurrent
                        ? 'border-ink bg-ink text-surface'
                        : 'border-line bg-surface hover:border-ink'
                    }`}
                  >
                    {filter.title}
                    <span className="ml-1.5 font-normal">({filter.count})</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      {publications.length === 0 ? (
        <p className="mt-8">No publications are posted yet.</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {publications.map((publication, index) => (
            <li key={publication.id} className="flex flex-col">
              <a href={publication.path} className="group block">
                {publication.cover ? (
                  <Image
                    src={publication.cover}
                    alt=""
                    width={300}
                    height={388}
                    sizes="(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, (min-width: 40rem) 30vw, 45vw"
                    priority={index < 4}
                    className="aspect-[17/22] h-auto w-full border-2 border-line bg-surface-raised object-cover group-hover:border-ink"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex aspect-[17/22] w-full items-center justify-center border-2 border-line bg-surface-raised font-display text-3xl font-black"
                  >
                    PDF
                  </span>
                )}
                <h2 className="mt-3 font-bold leading-snug group-hover:underline">
                  {publication.title}
                </h2>
              </a>
              {showDates ? (
                <p className="mt-1 text-sm text-ink-muted">
                  <time dateTime={publication.day}>{publication.dateText}</time>
                </p>
              ) : null}
              <p className="mt-2 text-sm">
                <a
                  href={publication.file}
                  type="application/pdf"
                  className="font-bold text-brand-strong underline underline-offset-4"
                >
                  Download PDF<span className="sr-only">: {publication.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function PublicationView({
  publication,
  embed,
}: {
  publication: PublicationCard
  embed: string | null
}) {
  return (
    <article className="py-10">
      <p className="text-sm font-bold uppercase tracking-wide">
        <a href={publicationsPath(null)} className="underline underline-offset-4">
          Publications
        </a>
      </p>
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        {publication.cover ? (
          <Image
            src={publication.cover}
            alt={`Cover of ${publication.title}`}
            width={256}
            height={331}
            priority
            className="h-auto w-48 border-2 border-line md:w-64"
          />
        ) : null}
        <div>
          <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
            {publication.title}
          </h1>
          <p className="mt-3 text-ink-muted">
            Published <time dateTime={publication.day}>{publication.dateText}</time>
          </p>
          {publication.description ? (
            <p className="mt-4 max-w-2xl text-lg">{publication.description}</p>
          ) : null}
          {publication.sports.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sports">
              {publication.sports.map((sport) =>
                sport.slug ? (
                  <li key={sport.slug}>
                    <a
                      href={publicationsPath(sport.slug)}
                      className="inline-flex min-h-11 items-center rounded-sm border-2 border-line px-3 font-bold hover:border-ink"
                    >
                      More {sport.title} publications
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
          <p className="mt-6">
            <a href={publication.file} type="application/pdf" className="button-primary">
              Read or download the PDF
            </a>
          </p>
        </div>
      </div>
      {embed ? (
        <section aria-labelledby="viewer-heading" className="mt-12 hidden lg:block">
          <h2 id="viewer-heading" className="font-display text-2xl font-black uppercase">
            Read it here
          </h2>
          <iframe
            src={embed}
            title={`${publication.title} (PDF)`}
            loading="lazy"
            className="mt-4 h-[80vh] w-full border-2 border-line"
          />
        </section>
      ) : null}
    </article>
  )
}
