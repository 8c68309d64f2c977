import { LegacyGameSchema } from '@fieldhouse/contract/schedule-games'
import {
  RelatedStorySchema,
  StorySettingsSchema,
  type RelatedStoryResource,
} from '@fieldhouse/contract/stories'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import type { LocalDay } from './dates'
import type { Game } from './game'
import { toGameFromLegacy } from './game-from-legacy'
import { toGameList } from './game-list'
import { toImagePath } from './game-parts'
import { toAuthorized, toLoaded, valueOr, type Authorized, type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import {
  StoryWireSchema,
  readableAs,
  toBareSummary,
  toStory,
  toStoryDates,
  toStorySlug,
  toStorySummary,
  type Story,
  type StorySummary,
} from './story'
import type { CallOptions } from './transport'

const LABEL = 'stories repository'
/** How many related stories a story page asks for unless told. */
export const RELATED_STORIES_COUNT = 6
/** The most story ids /Stories/games takes at once (the reference provider's bound). */
const STORY_GAMES_BATCH = 100

export type StoriesQuery = PageQuery & { sportId?: number }

/** A story by its address (day and slug) or, for an editor's preview, by its id. */
export type StoryKey = { day: LocalDay; slug: string }

/** GET /Stories/settings (stories/settingsSchema.json). */
export type StorySettings = {
  defaultTemplate: string
  /** Provider CSS, unsanitised: the website decides whether and how it is applied. */
  customCss: string | null
  endlessScrollIsEnabled: boolean
  featured: {
    /** Site-relative like every image. */
    logoImage: string | null
    headerBackgroundColor: string | null
    hidePreviousPage: boolean
    hideRelatedStories: boolean
    hidePostDate: boolean
  } | null
}

const SettingsSchema = StorySettingsSchema.transform((settings): StorySettings => {
  const featured = settings.featuredTemplatesCustomization
  return {
    defaultTemplate: settings.defaultTemplate,
    customCss: orNull(settings.customCss),
    endlessScrollIsEnabled: settings.endlessScrollIsEnabled,
    featured: featured
      ? {
          logoImage: toImagePath(featured.logoImage),
          headerBackgroundColor: orNull(featured.headerBackgroundColor),
          hidePreviousPage: featured.hidePreviousPage ?? false,
          hideRelatedStories: featured.featuredTemplate1?.hideRelatedStories ?? false,
          hidePostDate: featured.featuredTemplate1?.hidePostDate ?? false,
        }
      : null,
  }
})

function toRelatedSummary(story: RelatedStoryResource, zone: string): StorySummary | null {
  const dates = toStoryDates(story.storyPostdate, zone)
  const slug = toStorySlug(story.storyFilename, story.storySlug)
  if (!dates || !slug) return null
  const url =
    toImagePath(story.storyImage) ??
    toImagePath(story.imageFilename ? `${story.imagePath ?? ''}${story.imageFilename}` : null)
  return toBareSummary({
    id: story.storyId,
    headline: story.storyTitle,
    ...dates,
    slug,
    image: url ? { url, alt: orNull(story.imageAltText), caption: null, credit: null } : null,
  })
}

// The path's date as S4 builds it from the site's address, M-D-YYYY ("9-10-2026", README 3.5).
function toPathDay(day: LocalDay): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${Number(match[2])}-${Number(match[3])}-${match[1]}` : null
}

export function storiesResource({ transport, timeZone, logger, load, getOr }: ClientContext) {
  const summarySchema = perTimeZone((zone) =>
    readableAs(StoryWireSchema, (story) => toStorySummary(story, zone)),
  )
  const pageSchema = perTimeZone((zone) => offsetPageOf(summarySchema(zone), logger, LABEL))
  const storySchema = perTimeZone((zone) =>
    readableAs(StoryWireSchema, (story) => toStory(story, zone, logger)),
  )
  const relatedSchema = perTimeZone((zone) =>
    offsetPageOf(
      readableAs(RelatedStorySchema, (story) => toRelatedSummary(story, zone)),
      logger,
      LABEL,
    ).transform((page) => page.items),
  )
  const gamesSchema = perTimeZone((zone) =>
    z.record(z.string(), z.array(z.unknown())).transform((byStory) => {
      const games: Record<number, Game[]> = {}
      for (const [id, list] of Object.entries(byStory)) {
        games[Number(id)] = toGameList(
          list,
          LegacyGameSchema,
          (game) => toGameFromLegacy(game, zone),
          logger,
          LABEL,
        )
      }
      return games
    }),
  )

  // /Stories/{date}/{slug} and its preview twin: 204 (no such story that day) and 404 (a date
  // the provider cannot read) are `missing`; a story that does not parse is `unavailable`.
  async function readStory(path: string, bearer: string | undefined, options: CallOptions) {
    const zone = await timeZone(options)
    return transport.get({
      label: LABEL,
      path,
      schema: storySchema(zone),
      variant: zone,
      signal: options.signal,
      allowNotFound: true,
      ...(bearer === undefined ? {} : { bearer }),
    })
  }
  const storyPath = (prefix: string, key: StoryKey) => {
    const day = toPathDay(key.day)
    return day ? `${prefix}/${day}/${encodeURIComponent(key.slug)}` : null
  }

  return {
    /** GET /Stories: published stories, newest first, one page; malformed ones left out. */
    async loadStories(
      query: StoriesQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<StorySummary>>> {
      return load(
        {
          label: LABEL,
          path: '/Stories',
          query: { SportId: query.sportId, ...toPagingQuery(query) },
          schema: pageSchema,
        },
        options,
      )
    },

    /** GET /Stories/{M-D-YYYY}/{slug}: the story page's main item. */
    async loadStory(
      day: LocalDay,
      slug: string,
      options: CallOptions = {},
    ): Promise<Loaded<Story>> {
      const path = storyPath('/Stories', { day, slug })
      if (path === null) return { status: 'missing' }
      return toLoaded(await readStory(path, undefined, options))
    },

    /**
     * GET /Hidden/stories/{id} or /Hidden/stories/{M-D-YYYY}/{slug}: a draft or a published
     * story for a signed-in editor (bearer token, never cached); 401 is `signed-out`.
     */
    async loadHiddenStory(
      key: number | StoryKey,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<Story>> {
      const path =
        typeof key === 'number' ? `/Hidden/stories/${key}` : storyPath('/Hidden/stories', key)
      if (path === null) return { status: 'missing' }
      return toAuthorized(await readStory(path, token, options))
    },

    /**
     * GET /Stories/related: other stories of the sport (the story's own when `sportId` is
     * null), newest first. Secondary: [] on failure (logged).
     */
    async getRelatedStories(
      storyId: number,
      sportId: number | null,
      options: CallOptions & { count?: number } = {},
    ): Promise<StorySummary[]> {
      return getOr(
        {
          label: LABEL,
          path: '/Stories/related',
          query: {
            storyId,
            sportId,
            ...toPagingQuery({ pageIndex: 0, pageSize: options.count ?? RELATED_STORIES_COUNT }),
          },
          schema: relatedSchema,
        },
        options,
        [],
      )
    },

    /**
     * GET /Stories/games: the games each story previews or recaps, as `Game`s, keyed by story
     * id (stories the provider does not know are absent). Secondary: {} on failure (logged);
     * a failing batch of 100 ids leaves its stories out.
     */
    async getStoryGames(
      storyIds: readonly number[],
      options: CallOptions = {},
    ): Promise<Record<number, Game[]>> {
      const ids = [...new Set(storyIds)]
      if (ids.length === 0) return {}
      const zone = await timeZone(options)
      const batches = Array.from({ length: Math.ceil(ids.length / STORY_GAMES_BATCH) }, (_, i) =>
        ids.slice(i * STORY_GAMES_BATCH, (i + 1) * STORY_GAMES_BATCH),
      )
      const outcomes = await Promise.all(
        batches.map((batch) =>
          transport.get({
            label: LABEL,
            path: '/Stories/games',
            query: { storiesIds: batch.join(',') },
            schema: gamesSchema(zone),
            variant: zone,
            signal: options.signal,
          }),
        ),
      )
      return Object.assign({}, ...outcomes.map((outcome) => valueOr(outcome, {})))
    },

    /** GET /Stories/settings: the story page's options; null on failure (logged). */
    async getStorySettings(options: CallOptions = {}): Promise<StorySettings | null> {
      return getOr(
        { label: LABEL, path: '/Stories/settings', schema: SettingsSchema },
        options,
        null,
      )
    },
  }
}
