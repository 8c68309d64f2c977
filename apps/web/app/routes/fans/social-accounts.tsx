import { StaticHtml } from '~/components/static-html'
import { socialAccountsPath } from '~/paths/fans'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/social-accounts'
import { toSocialAccountsData } from './social-accounts-structured-data'
import { SocialAccountsView } from './social-accounts-view'
import { loadSocialAccountsPage } from './social-accounts.server'

// Social accounts (SPEC.md 2.1 /social-accounts): the department's and every team's accounts,
// grouped. Made on the server (social-accounts-view.tsx), so the page costs no JavaScript of
// its own; so is its JSON-LD.
export async function loader({ request }: Route.LoaderArgs) {
  const groups = await loadSocialAccountsPage(request.signal)
  return withServerOnly(
    { body: serverSection(request, <SocialAccountsView groups={groups} />) },
    'structuredData',
    toSocialAccountsData(groups, getSiteUrl()),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: 'Social Media',
    description: `Follow ${siteName} and every team on Instagram, X, Facebook and YouTube: the official accounts of the department and its sports.`,
    path: socialAccountsPath(),
    structuredData: import.meta.env.SSR
      ? { name: siteName, ...loaderData.structuredData }
      : BUILT_ON_SERVER,
  })
}

export default function SocialAccounts({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
