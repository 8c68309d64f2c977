import { useEffect, useState } from 'react'

import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { serverSection } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { InContentAd } from '~/shell/ads/in-content-ad'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/story'
import { toShareLinks, type ShareLink } from './story-share'
import { toNewsArticle } from './story-structured-data'
import { StoryArticle, StoryMasthead, StoryRelated } from './story-view'
import { loadStoryPage } from './story.server'

// A news story (SPEC.md 2.1), forced full screen (2.2) with its own compact header. The story
// is server-made markup (story-view.tsx); only the share bar's copy button is the page's code.
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadStoryPage(params, request)
  const url = new URL(page.path, getSiteUrl()).href
  const { story } = page
  return {
    path: page.path,
    url,
    article: {
      headline: story.headline,
      description: story.description,
      postedAt: story.postedAt,
      byline: story.byline,
      section: story.sport?.title ?? null,
      image: story.image?.url ?? null,
    },
    share: toShareLinks(url, story.headline),
    masthead: serverSection(request, <StoryMasthead site={page.site} sport={story.sport} />),
    body: serverSection(request, <StoryArticle story={story} />),
    related: serverSection(
      request,
      page.games.length > 0 || page.related.length > 0 ? (
        <StoryRelated games={page.games} related={page.related} />
      ) : null,
    ),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { article, path } = loaderData
  const shell = getPageSite(matches)
  // SPEC.md 9: share images are 1600 px wide JPEGs; without a picture, the site's logo.
  const picture = article.image ?? shell?.site.logo ?? null
  const image = picture
    ? buildImageUrl({ baseUrl: '', src: picture, width: 1600, type: 'jpeg' })
    : null
  const publisher = { name: getSiteName(matches), logo: shell?.site.logo ?? null }
  return [
    ...pageMeta({
      matches,
      title: article.headline,
      description: article.description,
      path,
      image,
      type: 'article',
      structuredData: import.meta.env.SSR
        ? toNewsArticle({ ...article, path, image }, publisher, shell?.siteUrl ?? null)
        : BUILT_ON_SERVER,
    }),
    { property: 'article:published_time', content: article.postedAt },
    ...(article.section ? [{ property: 'article:section', content: article.section }] : []),
  ]
}

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { masthead, body, related, share, url, article } = loaderData
  return (
    <>
      <StaticHtml markup={masthead} />
      <StaticHtml markup={body} />
      <ShareBar links={share} url={url} headline={article.headline} />
      <StoryAd />
      {related ? <StaticHtml markup={related} /> : null}
      <p className="mx-auto max-w-5xl px-4 py-8 text-sm">
        <SmartLink url="/" className="font-bold text-brand-strong hover:underline">
          Back to the home page
        </SmartLink>
      </p>
    </>
  )
}

// The story's advert (a site with ads only). A full-screen story has no shell and so none of the
// shell's skip links: its own "Skip ad" (SPEC.md 2.4) comes just before the slot, shown on focus,
// and leads past it. The slot targets the story's sport (its article names it: story-view.tsx).
function StoryAd() {
  if (!useShell().adsEnabled) return null
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10">
      <a href="#after-story-ad" className="skip-link">
        Skip ad
      </a>
      <InContentAd name="story_in_content" />
      <span id="after-story-ad" tabIndex={-1} className="outline-none" />
    </div>
  )
}

const COPIED_MS = 1500

function ShareBar({ links, url, headline }: { links: ShareLink[]; url: string; headline: string }) {
  return (
    <section aria-labelledby="share-heading" className="mx-auto w-full max-w-3xl px-4 pb-10">
      <h2 id="share-heading" className="text-sm font-bold uppercase tracking-wide">
        Share this story
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target={link.network === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className="button-secondary min-h-10 px-4 text-sm"
            >
              {link.label}
              <span className="sr-only">
                {link.network === 'email' ? ': e-mail' : ': share on ' + link.label} {headline}
                {link.network === 'email' ? null : ' (opens in a new window)'}
              </span>
            </a>
          </li>
        ))}
        <li>
          <CopyLink url={url} />
        </li>
      </ul>
    </section>
  )
}

// SPEC.md 4: the copy action marks the control copied for 1.5 seconds, with the word Copied.
// Without JavaScript (or a clipboard) it is the story's own address, to copy from the browser.
function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <a
      href={url}
      onClick={(event) => {
        if (!navigator.clipboard) return
        event.preventDefault()
        event.stopPropagation()
        navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => undefined,
        )
      }}
      className="button-secondary min-h-10 px-4 text-sm"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy link'}</span>
    </a>
  )
}

export const ErrorBoundary = RouteErrorBoundary
