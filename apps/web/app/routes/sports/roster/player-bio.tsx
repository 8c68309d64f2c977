import { href } from 'react-router'

import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/player-bio'
import { PlayerBioView } from './player-bio-view'
import { loadPlayerBioPage } from './player-bio.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = href('/sports/:slug/roster/:playerSlug/:rosterPlayerId', params)
  return loadPlayerBioPage(params, asked, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { player, sport, path, season } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  // SPEC.md 9: share images are 1600 px wide JPEGs; a headshot is asked for at its own size.
  const image = player.image
    ? buildImageUrl({ baseUrl: '', src: player.image, width: 640, type: 'jpeg' })
    : null
  const absolute = (value: string) => (shell ? new URL(value, shell.siteUrl).href : value)
  const position = player.facts.find((fact) => fact.label === 'Position')?.value
  return pageMeta({
    matches,
    title: `${player.name} - ${season ? `${season} ` : ''}${sport.title}`,
    description: `${player.name}${position ? `, ${position.toLowerCase()}` : ''} on the ${sport.title.toLowerCase()} roster of ${siteName}: bio, facts and seasons.`,
    path,
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: player.name,
      url: absolute(path),
      ...(image ? { image: absolute(image) } : {}),
      memberOf: { '@type': 'SportsTeam', name: `${siteName} ${sport.title}`, sport: sport.title },
    },
  })
}

export default function PlayerBioPage({ loaderData }: Route.ComponentProps) {
  return <PlayerBioView loaderData={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
