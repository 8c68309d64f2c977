import {
  PublicationResourceSchema,
  PublicationsResponseSchema,
  type PublicationResource,
} from '@fieldhouse/contract/publications'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import { type Loaded } from './loaded'
import { toMediaUrl } from './media-files'
import { toReadableItems } from './page'
import { orNull } from './rosters-parts'
import { readableAs, toStorySlug } from './story'
import type { CallOptions } from './transport'

// Publications (SPEC 2.1 /publications, /publications/{slug}; provider/README 3.5): media
// guides and programs as PDFs. The website builds /publications/{slug} from `slug`; `file` is
// the PDF, site-relative when the provider hosts it (media-files.ts).

const LABEL = 'publications repository'

export type MediaSport = {
  id: number
  title: string
  shortName: string | null
  slug: string | null
}

export type Publication = {
  /** The wire's id, a string. */
  id: string
  slug: string
  title: string
  description: string | null
  /** The day it was published, on the tenant's wall clock. */
  day: LocalDay
  createdAt: Date
  updatedAt: Date | null
  /** The cover, site-relative like every image. */
  cover: string | null
  /** The PDF: site-relative on the provider (/media/...), else its address as sent. */
  file: string
  /** The address for an embedded viewer, when the provider names one (often the same PDF). */
  embed: string | null
  sports: MediaSport[]
}

/** The publications page: its heading and every publication, newest first. */
export type Publications = {
  title: string
  description: string | null
  image: string | null
  showDates: boolean
  enableSubscriptions: boolean
  publications: Publication[]
}

function toPublication(
  publication: PublicationResource,
  zone: string,
  origin: string,
): Publication | null {
  const day = toLocalDay(publication.created_on, zone)
  const createdAt = parseProviderDate(publication.created_on, zone)
  const slug = toStorySlug(publication.file.slug, publication.url)
  const file = toMediaUrl(publication.file.url, origin)
  if (!day || !createdAt || !slug || !file) return null
  return {
    id: publication.id,
    slug,
    title: publication.title,
    description: orNull(publication.description),
    day,
    createdAt,
    updatedAt: parseProviderDate(publication.updated_on, zone),
    cover: toImagePath(publication.image) ?? toImagePath(publication.file.image),
    file,
    embed: toMediaUrl(publication.file.embed_url, origin),
    sports: (publication.sports ?? []).map((sport) => ({
      id: sport.id,
      title: sport.title,
      shortName: orNull(sport.shortname),
      slug: orNull(sport.slug),
    })),
  }
}

function listSchema(one: z.ZodType<Publication>, logger: Logger) {
  return PublicationsResponseSchema.extend({ publications: z.array(z.unknown()) }).transform(
    (page): Publications => ({
      title: page.title,
      description: orNull(page.description),
      image: toImagePath(page.image),
      showDates: page.show_dates ?? true,
      enableSubscriptions: page.enable_subscriptions ?? false,
      publications: toReadableItems(page.publications, one, logger, LABEL),
    }),
  )
}

export function publicationsResource({ logger, providerOrigin, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) =>
    readableAs(PublicationResourceSchema, (publication) =>
      toPublication(publication, zone, providerOrigin),
    ),
  )
  const list = perTimeZone((zone) => listSchema(one(zone), logger))

  return {
    /** GET /Publications: the page's heading and publications; one that cannot be read is left out. */
    async loadPublications(
      query: { sportId?: number } = {},
      options: CallOptions = {},
    ): Promise<Loaded<Publications>> {
      return load(
        { label: LABEL, path: '/Publications', query: { sportId: query.sportId }, schema: list },
        options,
      )
    },

    /** GET /Publications/{slug}: 204 (unknown) or 404 (a malformed slug) is `missing`. */
    async loadPublication(slug: string, options: CallOptions = {}): Promise<Loaded<Publication>> {
      return loadItem(
        { label: LABEL, path: `/Publications/${encodeURIComponent(slug)}`, schema: one },
        options,
      )
    },
  }
}
