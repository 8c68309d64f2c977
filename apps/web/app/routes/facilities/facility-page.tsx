import { Link, href } from 'react-router'

import { getDirectionsUrl } from '@fieldhouse/domain/directions'
import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { RichText } from '~/components/rich-text'
import { StaticHtml } from '~/components/static-html'
import { Image } from '~/components/ui/image'
import { CONTENT_GRID_SIZES, CONTENT_WIDTH_SIZES } from '~/components/ui/image-sizes'
import { facilitiesPath, facilityPath } from '~/paths/facilities'
import { sportPath } from '~/paths/sports'
import type { ServerMarkup } from '~/render'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/facility-page'
import { FacilityFacts } from './facility-facts'
import { loadFacilityGames } from './facility-games.server'
import { toFacilityStructuredData } from './facility-structured-data'

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = requireId(params.facilityId)
  const [loaded, games] = await Promise.all([
    provider.loadFacility(id, { signal: request.signal }),
    loadFacilityGames(id, request),
  ])
  const facility = requireLoaded(loaded)
  const path = facilityPath(facility)
  // One address per facility: a wrong or outdated name moves permanently to the right one.
  requireCanonical(href('/facilities/:facilityName/:facilityId', params), path)
  // The featured picture leads (else the first), the rest form the gallery; the list of
  // pictures itself stays on the server.
  const { images, featuredImage, ...shown } = facility
  const hero = featuredImage ?? images[0] ?? null
  return {
    facility: { ...shown, path, directionsUrl: getDirectionsUrl(facility.address ?? '') },
    hero,
    gallery: images.filter((image) => image.url !== hero?.url),
    games,
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { facility, hero } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  // SPEC.md 9: share images are 1600 px wide JPEGs.
  const image = hero
    ? buildImageUrl({ baseUrl: '', src: hero.url, width: 1600, type: 'jpeg' })
    : null
  return pageMeta({
    matches,
    title: facility.title,
    description:
      facility.teaser ??
      `${facility.title}, a facility of ${siteName}: history, capacity and directions.`,
    path: facility.path,
    image,
    structuredData: toFacilityStructuredData(facility, image, shell?.siteUrl ?? null),
  })
}

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  const { facility, hero, gallery, games } = loaderData
  const sports = useShell().sports
  return (
    <article className="py-8">
      <p className="text-sm">
        <Link to={facilitiesPath()} className="font-bold text-brand-strong hover:underline">
          All facilities
        </Link>
      </p>
      <header className="mt-3">
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-6xl">
          {facility.title}
        </h1>
        {facility.teaser ? (
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{facility.teaser}</p>
        ) : null}
      </header>
      {hero ? (
        <Image
          src={hero.url}
          alt={hero.alt}
          width={1280}
          height={720}
          sizes={CONTENT_WIDTH_SIZES}
          priority
          className="mt-6 aspect-video h-auto w-full rounded-sm object-cover"
        />
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* The facts come first on a phone: a fan at the gate wants the address. */}
        <aside
          aria-labelledby="facts-heading"
          className="h-fit rounded-sm bg-surface-raised p-5 lg:order-last"
        >
          <h2 id="facts-heading" className="font-display text-2xl font-black uppercase">
            At a glance
          </h2>
          <FacilityFacts facility={facility} className="mt-4 flex-col" />
          {facility.surface ? (
            <p className="mt-1">
              <span className="font-bold">Surface</span> {facility.surface}
            </p>
          ) : null}
          {facility.sports.length > 0 ? (
            <div className="mt-4">
              <h3 className="font-bold">Home of</h3>
              <ul className="mt-1 space-y-1">
                {facility.sports.map((sport) => {
                  const known = sports.find((item) => item.id === sport.id)
                  return (
                    <li key={sport.id}>
                      {known ? (
                        <Link
                          to={sportPath(known.globalSportNameSlug)}
                          className="text-brand-strong hover:underline"
                        >
                          {sport.title}
                        </Link>
                      ) : (
                        sport.title
                      )}
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
          {facility.address ? (
            <div className="mt-4">
              <h3 className="font-bold">Address</h3>
              <address className="mt-1 not-italic">{facility.address}</address>
              {facility.directionsUrl ? (
                <a
                  href={facility.directionsUrl}
                  className="button-primary mt-4"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Get directions
                  <span className="sr-only"> to {facility.title} (opens in a new window)</span>
                </a>
              ) : null}
            </div>
          ) : null}
        </aside>
        <section aria-labelledby="history-heading" className="min-w-0">
          <h2 id="history-heading" className="font-display text-2xl font-black uppercase">
            History
          </h2>
          {facility.description ? (
            <RichText html={facility.description} className="mt-4" />
          ) : (
            <p className="mt-4 text-ink-muted">No history has been written for this venue yet.</p>
          )}
        </section>
      </div>
      {games?.upcoming ? (
        <GamesHere id="upcoming-heading" heading="Upcoming games here" markup={games.upcoming} />
      ) : null}
      {games?.results ? (
        <GamesHere id="results-heading" heading="Recent results here" markup={games.results} />
      ) : null}
      {gallery.length > 0 ? (
        <section aria-labelledby="gallery-heading" className="mt-12">
          <h2 id="gallery-heading" className="font-display text-2xl font-black uppercase">
            Pictures
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {gallery.map((image) => (
              <li key={image.url}>
                <figure>
                  <Image
                    src={image.url}
                    alt={image.alt}
                    width={640}
                    height={360}
                    sizes={CONTENT_GRID_SIZES['gap-4']}
                    className="aspect-video h-auto w-full rounded-sm object-cover"
                  />
                  {image.alt ? (
                    <figcaption className="mt-1 text-sm text-ink-muted" aria-hidden="true">
                      {image.alt}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/** The venue's upcoming games or recent results: a heading over the server-made list. */
function GamesHere({ id, heading, markup }: { id: string; heading: string; markup: ServerMarkup }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {heading}
      </h2>
      <StaticHtml markup={markup} />
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary
