import type { StaffRow } from '~/components/people/roster-rows'
import { toTeamStructuredData } from '~/components/people/roster-structured-data'
import { StaffSection } from '~/components/people/staff-section'
import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { SeasonSelector } from '~/components/ui/season-selector'
import { coachesPath } from '~/paths/coaches'
import { recordsPath } from '~/paths/coaching-records'
import { rosterPath } from '~/paths/roster'
import { sportStaffPath } from '~/paths/staff-directory'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/coaches-list'
import { loadCoachesPage } from './coaches.server'
import { StaffContact } from './staff-contact'

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadCoachesPage(params, request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, seasonTitle, season, coaches } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const path = coachesPath(sport.globalSportNameSlug, season)
  return pageMeta({
    matches,
    title: `${seasonTitle} ${sport.title} Coaching Staff`,
    description: `The ${seasonTitle} ${sport.title.toLowerCase()} coaching and support staff of ${siteName}: ${coaches.length} coaches with titles, contact details and biographies.`,
    path,
    image: coaches.find((coach) => coach.image)?.image ?? null,
    structuredData: import.meta.env.SSR
      ? toTeamStructuredData(
          { name: `${siteName} ${sport.title}`, sport: sport.title, path, players: [], coaches },
          shell?.siteUrl ?? null,
        )
      : BUILT_ON_SERVER,
  })
}

export default function CoachesList({ loaderData }: Route.ComponentProps) {
  const { sport, seasonTitle, season, coaches, support, seasons, hasRecords, defaultImage } =
    loaderData
  const selected = seasons.find((option) => option.label === seasonTitle)?.href ?? null
  const linkClass = 'font-bold text-brand-strong underline-offset-4 hover:underline'
  return (
    <>
      <SportPageHeader
        sport={sport}
        title={
          <>
            {seasonTitle} {sport.title} Coaching Staff
          </>
        }
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {seasons.length > 1 ? (
            <SeasonSelector options={seasons} selected={selected} label="Season" />
          ) : null}
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {hasRecords ? (
              <li>
                <SmartLink
                  url={recordsPath(sport.globalSportNameSlug, 'year')}
                  className={linkClass}
                >
                  Coaching records
                </SmartLink>
              </li>
            ) : null}
            <li>
              <SmartLink url={rosterPath(sport.globalSportNameSlug, season)} className={linkClass}>
                {seasonTitle} roster
              </SmartLink>
            </li>
            <li>
              <SmartLink url={sportStaffPath(sport.globalSportNameSlug)} className={linkClass}>
                {sport.title} staff directory
              </SmartLink>
            </li>
          </ul>
        </div>
        {coaches.length === 0 && support.length === 0 ? (
          <p>No staff are listed for this season yet.</p>
        ) : null}
        <StaffSection
          id="coaches-heading"
          title="Coaches"
          members={coaches}
          defaultImage={defaultImage}
          size="full"
          details={contactOf}
        />
        <StaffSection
          id="support-heading"
          title="Support staff"
          members={support}
          defaultImage={defaultImage}
          size="full"
          details={contactOf}
        />
      </div>
    </>
  )
}

// The contact a recruit or parent looks for, under each card's title.
function contactOf(member: StaffRow) {
  return <StaffContact name={member.name} email={member.email} phone={member.phone} />
}

export const ErrorBoundary = RouteErrorBoundary
