import type { SeedClock } from '../../clock/seed-clock'
import type { allAccessCategories, allAccessVideos } from '../../db/schema'
import type { TenantDefinition } from '../tenant-definition'
import { DEMO_VIDEOS, type DemoVideo } from './demo-media/manifest'
import { daysBefore, mediaSport, spread } from './media-kit'

// The tenant's all-access library (db/schema-videos.ts) from the demo videos both tenants share
// (demo-media/manifest.ts; their files are seeded into media_files with the other demo media):
// each video of a sport the tenant has, dated back from the seed clock, and one blacked-out
// full-game replay, so the access rules have an item to show. Ids are integers as the real
// library's (README 5.1 `/watch?Archive=14901`, a story's `video.archive: integer`), sent as
// strings; they lie apart from the series episodes' (3,000,000 and up), which stories name too.

type CategoryRow = Omit<typeof allAccessCategories.$inferInsert, 'tenantId'>
type VideoRow = Omit<typeof allAccessVideos.$inferInsert, 'tenantId'>

const CATEGORIES = [
  { key: 'highlights', type: 'video', title: 'Highlights' },
  { key: 'interviews', type: 'video', title: 'Interviews' },
  { key: 'features', type: 'video', title: 'Features' },
  { key: 'full-games', type: 'video', title: 'Full Games' },
  // No demo item is audio-only; the category shows the type's list exists.
  { key: 'radio-calls', type: 'audio', title: 'Radio Calls' },
] as const

type CategoryKey = (typeof CATEGORIES)[number]['key']

const CATEGORY_OF: Partial<Record<string, CategoryKey>> = {
  'football-opener-highlights': 'highlights',
  'mens-basketball-overtime-win': 'highlights',
  'volleyball-coach-interview': 'interviews',
}

// The demo videos stories carry (a feature of the same sport): interviews and features, which
// no game story's highlight stands for.
const STORY_VIDEOS = ['womens-soccer-senior-day', 'volleyball-coach-interview']

const FULL_GAME_OFFSET = 50

function categoryId(definition: TenantDefinition, key: CategoryKey): number {
  return definition.tenantId * 10 + CATEGORIES.findIndex((category) => category.key === key) + 1
}

function hasSport(definition: TenantDefinition, video: DemoVideo): boolean {
  return definition.sports.includes(video.sport)
}

/** A demo video's all-access id for the tenant, or null when the tenant lacks its sport. */
export function allAccessVideoId(definition: TenantDefinition, slug: string): number | null {
  const index = DEMO_VIDEOS.findIndex((video) => video.slug === slug)
  const video = DEMO_VIDEOS[index]
  if (!video || !hasSport(definition, video)) return null
  return 15_000 + definition.tenantId * 100 + index + 1
}

function itemOf(
  definition: TenantDefinition,
  video: DemoVideo,
  id: number,
): Omit<VideoRow, 'id' | 'title' | 'description' | 'date' | 'categoryId'> {
  const views = 240 + (spread(definition.tenantId, id) % 4800)
  return {
    duration: video.durationSeconds,
    sportId: mediaSport(definition, video.sport).id,
    format: 'video',
    views,
    favorites: Math.round(views / 25),
    appExclusive: false,
    videoPath: `videos/${video.slug}.webm`,
    posterPath: `videos/${video.slug}.jpg`,
    captionPath: video.captions ? `videos/${video.slug}.captions.vtt` : null,
    descriptionPath: video.descriptions ? `videos/${video.slug}.descriptions.vtt` : null,
    // Every row names every column: the rows are inserted by one statement, the first's.
    free: true,
    authorized: true,
    authOnlyRequired: false,
    premium: false,
    blackedOut: false,
    blackedOutMessage: null,
  }
}

export function buildAllAccessVideos(
  definition: TenantDefinition,
  clock: SeedClock,
): { categories: CategoryRow[]; videos: VideoRow[] } {
  const categories = CATEGORIES.map((category, rank) => ({
    id: categoryId(definition, category.key),
    type: category.type,
    title: category.title,
    rank: rank + 1,
  }))
  const videos: VideoRow[] = DEMO_VIDEOS.flatMap((video, index) => {
    const id = allAccessVideoId(definition, video.slug)
    if (id === null) return []
    const date = daysBefore(clock.now, 2 + index * 9, index % 2 === 0 ? '16:30:00' : '11:00:00')
    return [
      {
        ...itemOf(definition, video, id),
        id,
        title: video.title,
        description: video.description,
        date,
        categoryId: categoryId(definition, CATEGORY_OF[video.slug] ?? 'features'),
      },
    ]
  })
  // The replay of the tenant's first highlighted game: its broadcast rights keep it blacked
  // out here (no file on the wire, none served), while its poster is the highlights' own.
  const source = DEMO_VIDEOS.find(
    (video) => hasSport(definition, video) && CATEGORY_OF[video.slug] === 'highlights',
  )
  const sourceId = source ? allAccessVideoId(definition, source.slug) : null
  if (source && sourceId !== null) {
    const id = sourceId + FULL_GAME_OFFSET
    // No file is stored for it: blacked out, it is never served. It names a video file of its
    // own (not the highlights': /media refuses a locked item's files by path) and no captions.
    const stem = `videos/${source.slug}-full-game`
    videos.push({
      ...itemOf(definition, source, id),
      id,
      title: `Full game replay: ${source.title}`,
      description: 'The whole broadcast, start to finish.',
      date: daysBefore(clock.now, 3, '21:00:00'),
      duration: 9_912,
      categoryId: categoryId(definition, 'full-games'),
      videoPath: `${stem}.webm`,
      captionPath: null,
      descriptionPath: null,
      blackedOut: true,
      blackedOutMessage: 'This replay is not available in your area.',
    })
  }
  return { categories, videos }
}

/**
 * Stories with a video from the library: for each of STORY_VIDEOS, the newest published
 * feature of its sport that has no video yet (a game story's highlight keeps its own).
 */
export function withAllAccessStoryVideos<
  S extends {
    sportId: number
    published: boolean
    type: string | null
    video: { archiveId: number; title: string } | null
  },
>(stories: readonly S[], definition: TenantDefinition): S[] {
  const list = [...stories]
  for (const slug of STORY_VIDEOS) {
    const id = allAccessVideoId(definition, slug)
    const video = DEMO_VIDEOS.find((candidate) => candidate.slug === slug)
    if (id === null || !video) continue
    const sportId = mediaSport(definition, video.sport).id
    const index = list.findLastIndex(
      (story) =>
        story.sportId === sportId && story.published && story.type === null && !story.video,
    )
    const story = list[index]
    if (story) list[index] = { ...story, video: { archiveId: id, title: video.title } }
  }
  return list
}
