import { Link } from 'react-router'

import { groupFacilitiesBySport } from '@fieldhouse/domain/facility-groups'

import { DecorativeImage } from '~/components/ui/decorative-image'
import { CONTENT_GRID_SIZES } from '~/components/ui/image-sizes'
import { PageHeading } from '~/components/ui/page-heading'
import { facilitiesPath, facilityPath } from '~/paths/facilities'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/facilities-list'
import { FacilityFacts } from './facility-facts'

export async function loader({ request }: Route.LoaderArgs) {
  const facilities = requireLoaded(await provider.loadFacilities({ signal: request.signal }))
  const cards = facilities
    .map((facility) => ({
      id: facility.id,
      title: facility.title,
      teaser: facility.teaser,
      path: facilityPath(facility),
      image: facility.featuredImage ?? facility.images[0] ?? null,
      capacity: facility.capacity,
      yearOpened: facility.yearOpened,
      sports: facility.sports.map(({ id, title }) => ({ id, title })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title))
  return { facilities: cards, groups: groupFacilitiesBySport(cards) }
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: 'Facilities',
    description: `The stadiums, arenas, fields and training centers of ${siteName}: capacity, history, addresses and directions.`,
    path: facilitiesPath(),
  })
}

export default function FacilitiesList({ loaderData }: Route.ComponentProps) {
  const { facilities, groups } = loaderData
  return (
    <div className="py-10">
      <PageHeading title="Facilities">
        Where our teams train and compete. Choose a venue for its history, capacity, address and
        directions.
      </PageHeading>
      {facilities.length === 0 ? (
        <p className="mt-8">No facilities are listed yet.</p>
      ) : (
        <>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {facilities.map((facility, index) => (
              <li
                key={facility.id}
                className="flex flex-col overflow-hidden rounded-sm border-2 border-line bg-surface"
              >
                <DecorativeImage
                  src={facility.image?.url}
                  width={640}
                  height={360}
                  sizes={CONTENT_GRID_SIZES['gap-6']}
                  priority={index < 3}
                  className="aspect-video h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-4">
                  <h2 className="text-xl font-black uppercase leading-tight">
                    <Link to={facility.path} prefetch="intent" className="hover:underline">
                      {facility.title}
                    </Link>
                  </h2>
                  {facility.teaser ? (
                    <p className="mt-2 text-ink-muted">{facility.teaser}</p>
                  ) : null}
                  <FacilityFacts facility={facility} className="mt-auto pt-4 text-sm" />
                </div>
              </li>
            ))}
          </ul>
          <section aria-labelledby="by-sport-heading" className="mt-14">
            <h2 id="by-sport-heading" className="font-display text-3xl font-black uppercase">
              Facilities by sport
            </h2>
            <div className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
              {groups.map((group) => {
                const headingId = `sport-${group.sport?.id ?? 'department'}`
                return (
                  <section key={headingId} aria-labelledby={headingId}>
                    <h3
                      id={headingId}
                      className="border-b-4 border-accent pb-1 font-bold uppercase"
                    >
                      {group.sport?.title ?? 'Department-wide'}
                    </h3>
                    <ul className="mt-2 space-y-1">
                      {group.facilities.map((facility) => (
                        <li key={facility.id}>
                          <Link to={facility.path} className="text-brand-strong hover:underline">
                            {facility.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                )
              })}
            </div>
          </section>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
