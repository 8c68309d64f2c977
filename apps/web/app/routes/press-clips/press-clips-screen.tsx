import type { PressClipType } from '@fieldhouse/provider-client/press-clips'

import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'
import type { RouteHandle } from '~/utils/query'

import { pressClipWords, toPressClipsCanonical } from './press-clips-meta'
import { PressClipsView } from './press-clips-view'
import type { loadPressClipsPage } from './press-clips.server'

// The clippings and coverage screens are one list of two types of clip: their route modules
// (clippings.tsx, coverage.tsx) hold the loader and their own words, this the rest.

export const pressClipsHandle = {
  query: ['sport', 'season', 'page'],
} as const satisfies RouteHandle

type PressClipsData = Awaited<ReturnType<typeof loadPressClipsPage>>

export function pressClipsMeta(
  loaderData: PressClipsData | undefined,
  matches: RootMatches,
  describe: (siteName: string) => string,
) {
  if (!loaderData) return []
  const { filters, path, title, structuredData } = loaderData
  const description = describe(getSiteName(matches))
  return pageMeta({
    matches,
    title,
    description,
    path: toPressClipsCanonical(path, filters),
    structuredData: import.meta.env.SSR ? { ...structuredData, description } : BUILT_ON_SERVER,
  })
}

export function PressClipsScreen({
  type,
  intro,
  data,
}: {
  type: PressClipType
  intro: string
  data: PressClipsData
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {data.heading}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p>
      </header>
      <PressClipsView {...data} noun={pressClipWords(type).noun} />
    </div>
  )
}
