import { href } from 'react-router'

import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { PersonBio } from '~/components/people/person-bio'
import { BioPhoto } from '~/components/people/person-photo'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { staffDirectoryPath } from '~/paths/staff-directory'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/staff-directory-entry'
import { loadStaffDirectoryEntry, type StaffEntryData } from './staff-directory-entry.server'

// /staff-directory/{nameSlug}/{id} (SPEC.md 2.1): a department's page when the name ends in
// -department, one of the department's own staff's bio otherwise (staff-directory-entry.server.ts).
export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = href('/staff-directory/:nameSlug/:id', params)
  return loadStaffDirectoryEntry(params, asked, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  if (loaderData.type === 'department') {
    const { department, structuredData } = loaderData
    return pageMeta({
      matches,
      title: `${department.title} - Staff Directory`,
      description: `The ${department.title} staff of ${siteName}: names, titles, phone numbers and e-mail addresses.`,
      path: department.path,
      structuredData: import.meta.env.SSR ? (structuredData ?? {}) : BUILT_ON_SERVER,
    })
  }
  const { person, department, structuredData } = loaderData
  const role = person.title ?? 'Staff'
  return pageMeta({
    matches,
    title: `${person.name} - ${role} - Staff Directory`,
    description: `${person.name}, ${role}${department ? `, ${department.title}` : ''}, ${siteName}: biography and contact details.`,
    path: person.path,
    // SPEC.md 9: share images are 1600 px wide JPEGs; the headshot is the person's picture.
    image: person.image
      ? buildImageUrl({ baseUrl: '', src: person.image, width: 1600, type: 'jpeg' })
      : null,
    structuredData,
  })
}

export default function StaffDirectoryEntry({ loaderData }: Route.ComponentProps) {
  return loaderData.type === 'department' ? (
    <DepartmentPage data={loaderData} />
  ) : (
    <PersonPage data={loaderData} />
  )
}

type DepartmentData = Extract<StaffEntryData, { type: 'department' }>
type PersonData = Extract<StaffEntryData, { type: 'person' }>

function BackToDirectory() {
  return (
    <SmartLink url={staffDirectoryPath()} className="hover:underline">
      Staff Directory
    </SmartLink>
  )
}

function DepartmentPage({ data }: { data: DepartmentData }) {
  const { department, count, list, sportStaffPath } = data
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <p className="font-bold uppercase tracking-wide text-brand-strong">
          <BackToDirectory />
        </p>
        <h1 className="mt-2 break-words font-display text-3xl font-black uppercase leading-none sm:text-4xl md:text-5xl">
          {department.title}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">
          {count === 1 ? '1 person' : `${count} people`} in {department.title}.
          {sportStaffPath ? (
            <>
              {' '}
              <SmartLink url={sportStaffPath} className="font-bold text-brand-strong underline">
                {department.title} coaches and support staff
              </SmartLink>
            </>
          ) : null}
        </p>
      </header>
      {list ? <StaticHtml markup={list} /> : <p>No one is listed in this department yet.</p>}
    </div>
  )
}

function PersonPage({ data }: { data: PersonData }) {
  const { person, department, defaultImage, siteName } = data
  return (
    <PersonBio
      person={person}
      photo={<BioPhoto src={person.image} fallback={defaultImage} />}
      belongsTo={
        <>
          <BackToDirectory />
          {department ? (
            <>
              <span aria-hidden="true"> · </span>
              <SmartLink url={department.path} className="hover:underline">
                {department.title}
              </SmartLink>
            </>
          ) : null}
        </>
      }
      noBio={`${person.name} is on the staff of ${siteName}${department ? ` (${department.title})` : ''}.`}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
