import { redirect } from 'react-router'

import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'
import {
  getUrlCleanupRedirect,
  toCleanPath,
  toStoryRedirectTarget,
} from '@fieldhouse/domain/url-cleanup'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { StorySettings } from '@fieldhouse/provider-client/stories'
import type { Story, StorySummary } from '@fieldhouse/provider-client/story'

import { toLinkedGameViews } from '~/components/games/game-addresses.server'
import type { GameView } from '~/components/games/game-view'
import { requireStoryDay } from '~/components/news/story-day'
import { getVideoHomes } from '~/components/video/series-videos.server'
import { getLibraryCards } from '~/components/video/story-video.server'
import {
  findVideoSeries,
  toStoryVideoView,
  type StoryViewBlock,
} from '~/components/video/story-video'
import { getAskedPath } from '~/paths/asked-address'
import { galleryPath, storyPath } from '~/paths/news'
import { tagPath } from '~/paths/tags'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

// The news story page (SPEC.md 2.1 "News story"), public or an editor's preview: one builder,
// the source decides where the story comes from and under which prefix it lives.

export type StorySource = {
  load: (day: LocalDay, slug: string, signal: AbortSignal) => Promise<Loaded<Story>>
  /** '' for the public page, '/hidden' for the preview. */
  prefix: '' | '/hidden'
  /** A link-out story moves its visitors; an editor previewing it sees the story. */
  followsRedirect: boolean
}

const PUBLIC_STORIES: StorySource = {
  load: (day, slug, signal) => provider.loadStory(day, slug, { signal }),
  prefix: '',
  followsRedirect: true,
}

const RELATED_SHOWN = 4
const MAX_SLUG_LENGTH = 200

export type RelatedStoryView = {
  id: number
  headline: string
  path: string
  day: LocalDay
  dateText: string
  image: { url: string; alt: string | null } | null
}

export async function loadStoryPage(
  params: { year?: string; month?: string; day?: string; slug?: string },
  request: Request,
  source: StorySource = PUBLIC_STORIES,
) {
  const { signal } = request
  const asked = getAskedPath(request)
  // SPEC.md 4: url-cleanup (`.aspx`, capitals, stray slashes) before the story's own check.
  const clean = getUrlCleanupRedirect(asked)
  if (clean) throw redirect(clean, 301)
  const day = requireStoryDay(params)
  const slug = params.slug ?? ''
  if (slug === '' || slug.length > MAX_SLUG_LENGTH) throw notFound()

  const [loaded, settings, sports, storySettings] = await Promise.all([
    source.load(day, slug, signal),
    provider.getSiteSettings({ signal }),
    provider.getSports({ signal }),
    provider.getStorySettings({ signal }),
  ])
  const story = requireLoaded(loaded)
  const path = toCleanPath(source.prefix + storyPath(story.day, story.slug))
  const target = source.followsRedirect ? toStoryRedirectTarget(story.redirectAbsoluteUrl) : null
  // A link-out story (README 4.9) sends its visitors on, unless it would send them back here.
  if (target !== null && target !== path) throw redirect(target, 302)
  // One address per story: a day written 09/05 instead of 9/5 moves to it for good.
  requireCanonical(asked, path)

  const blockVideos = story.body?.type === 'blocks' ? story.body.blocks : []
  const inBlocks = blockVideos.flatMap((block) => (block.type === 'video' ? [block.video] : []))
  const videos = [story.video, ...inBlocks]
  const hasVideoBlock = inBlocks.length > 0
  // The story's own video shows only when no block has one (below); the library is asked only
  // for the videos shown that are not a series episode or on YouTube.
  const shownVideos = hasVideoBlock ? inBlocks : [story.video]
  const [gamesByStory, related, [homes, library], tagIndex] = await Promise.all([
    provider.getStoryGames([story.id], { signal }),
    provider.getRelatedStories(story.id, story.sport?.id ?? null, { signal }),
    getVideoHomes(signal).then(
      async (homes) => [homes, await getLibraryCards(shownVideos, homes, signal)] as const,
    ),
    // The provider's story names no tags: they come from the tagged stories' list (decision 032).
    provider.getStoryTagIndex({ signal }),
  ])
  const games: GameView[] = await toLinkedGameViews(gamesByStory[story.id] ?? [], signal)
  const listedSport = sports.find((sport) => sport.id === story.sport?.id) ?? null
  const sportSlug = story.sport?.globalSportNameSlug ?? listedSport?.globalSportNameSlug ?? null
  const layout = toStoryLayout(story.template, storySettings)

  return {
    path,
    site: toSiteIdentity(settings),
    story: {
      id: story.id,
      slug: story.slug,
      headline: story.headline,
      subHeadline: story.subHeadline,
      byline: story.byline,
      // The writer, where the byline does not already name them (an office's byline).
      writer: story.writer && story.writer !== story.byline ? story.writer : null,
      day: story.day,
      dateText: layout.showPostDate ? formatLocalDay(story.day, 'date') : null,
      postedAt: story.postedAt.toISOString(),
      description: story.metaDescription ?? story.teaser ?? story.subHeadline ?? story.headline,
      sport:
        story.sport && story.sport.title
          ? {
              id: story.sport.id,
              title: story.sport.title,
              slug: sportSlug,
              // The story sets the current sport itself (SPEC.md 2.2): its adverts target the
              // sport's ad section (domain ad-targeting.ts getAdSport), read by the ad runtime.
              globalShortName: listedSport?.globalSportShortName ?? null,
            }
          : null,
      image: story.image,
      // A video block carries where it plays, worked out here (story-video.ts).
      body:
        story.body?.type === 'blocks'
          ? {
              type: 'blocks' as const,
              blocks: story.body.blocks.map(
                (block): StoryViewBlock =>
                  block.type === 'video'
                    ? { ...block, link: toStoryVideoView(block.video, homes, library) }
                    : block,
              ),
            }
          : story.body,
      // The story's photo gallery leads its links: served outside the site (a full navigation).
      links: [
        ...(story.galleryId === null
          ? []
          : [{ url: galleryPath(story.galleryId), text: 'Photo gallery' }]),
        ...story.links,
      ],
      // The story's highlight, unless a video block of its body shows it already.
      video: story.video && !hasVideoBlock ? toStoryVideoView(story.video, homes, library) : null,
      tags: (tagIndex.get(story.id) ?? []).map((tag) => ({
        name: tag.name,
        path: tagPath(tag.slug.toLowerCase()),
      })),
      series: findVideoSeries(videos, homes),
    },
    games,
    related: (layout.showRelated ? related : [])
      .filter((item) => item.id !== story.id)
      .slice(0, RELATED_SHOWN)
      .map(toRelatedView),
  }
}

/**
 * What /Stories/settings changes on a story written with the featured template (`featured_1`):
 * its customisation may hide the related stories and the post date. Any other template, or the
 * settings unread (they are secondary: null on failure), shows both.
 */
export function toStoryLayout(
  template: string | null,
  settings: StorySettings | null,
): { showRelated: boolean; showPostDate: boolean } {
  const featured = template === FEATURED_TEMPLATE ? (settings?.featured ?? null) : null
  return {
    showRelated: !(featured?.hideRelatedStories ?? false),
    showPostDate: !(featured?.hidePostDate ?? false),
  }
}

const FEATURED_TEMPLATE = 'featured_1'

function toRelatedView(story: StorySummary): RelatedStoryView {
  return {
    id: story.id,
    headline: story.headline,
    path: storyPath(story.day, story.slug),
    day: story.day,
    dateText: formatLocalDay(story.day, 'date'),
    image: story.image ? { url: story.image.url, alt: story.image.alt } : null,
  }
}

export type StoryPageData = Awaited<ReturnType<typeof loadStoryPage>>
