import type { Sport } from '@fieldhouse/provider-client/sports'

import { toStatsYear } from '~/paths/stats'
import { fileNotFound, fileUnavailable } from '~/utils/file-response.server'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/stats-pdf'

// GET /sports/{sportSlug}/stats/{season}/pdf (SPEC 2.1 "Stats PDF"): the provider's PDF of a
// season's cumulative statistics, passed through as it is. The client reads at most
// STATS_PDF_MAX_BYTES (10 MB) of it and checks it is a PDF; anything else is the provider
// failing. An unknown sport or season, or a season without statistics, is a 404; a provider
// failure a 503 with Retry-After; never a 500.
export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const signal = request.signal
  let sport: Sport
  try {
    sport = await requireSport(params, signal)
  } catch (error) {
    // requireSport throws the page's 404 or 503; a file answers them as text.
    const status = getThrownStatus(error)
    if (status === 404) return notFound()
    if (status === 503) return unavailable()
    throw error
  }
  const season = requireSeason(params.season)
  if (season === null) return notFound()
  const seasons = await provider.loadRelatedSeasons(sport.id, { signal })
  if (seasons.status === 'unavailable') return unavailable()
  const known =
    seasons.status === 'ok' ? seasons.value.find((entry) => entry.title === season) : undefined
  // One address per file: another spelling of a season ("2025" for "2025-26") is not one.
  if (!known) return notFound()
  const slug = sport.globalSportNameSlug
  const pdf = await provider.loadCumulativeStatsPdf(slug, toStatsYear(known.title), { signal })
  if (pdf.status === 'missing') return notFound()
  if (pdf.status === 'unavailable') return unavailable()
  return new Response(pdf.value.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${slug}-${known.title}-stats.pdf"`,
      'Content-Length': String(pdf.value.bytes.byteLength),
      // As the calendar files: a CDN may keep it for fifteen minutes.
      'Cache-Control': 'public, max-age=900, s-maxage=900',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function getThrownStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('init' in error)) return null
  const init = error.init
  if (typeof init !== 'object' || init === null || !('status' in init)) return null
  return typeof init.status === 'number' ? init.status : null
}

const notFound = () => fileNotFound('No statistics file for this season.')

const unavailable = () =>
  fileUnavailable('The statistics file is temporarily unavailable. Try again in a minute.')
