import type { PublicationResource, PublicationsResponse } from '@fieldhouse/contract/publications'
import { desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { publications } from '../../db/schema'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { parseQueryId } from '../../http/query'
import { sportsById, type SportRow } from '../podcasts/podcast-queries'

// GET /Publications (provider/README 3.5; schemas/v2/publications): the page's heading and
// every publication, newest first (own design: `sportId`), and own design
// GET /Publications/{slug}: one, 204 unknown, 404 malformed slug. The PDFs are public files
// (/media/{tenant}/publications/{slug}.pdf).

type PublicationRow = typeof publications.$inferSelect

function listPublications(db: Db, tenantId: number, slug?: string): PublicationRow[] {
  const order = [desc(publications.createdOn), desc(publications.id)]
  return tenantRows(db, publications, tenantId, [eqIfGiven(publications.slug, slug)], order)
}

function mapper(c: Context<AppEnv>) {
  const origin = getOrigin(c)
  const tenant = c.var.tenant
  const sportRows = sportsById(c.var.db, tenant.id)
  return (row: PublicationRow): PublicationResource => {
    const image = `/images/${tenant.slug}/${row.imagePath}`
    const file = `${origin}/media/${tenant.slug}/${row.filePath}`
    return {
      created_on: row.createdOn,
      description: row.description,
      id: String(row.id),
      file: {
        url: file,
        image,
        title: row.title,
        description: row.description,
        embed_url: file,
        slug: row.slug,
      },
      image,
      title: row.title,
      updated_on: row.updatedOn,
      url: `/publications/${row.slug}`,
      sport: null,
      sports: row.sportIds.flatMap((id) => {
        const sport = sportRows.get(id)
        return sport
          ? [
              {
                id,
                title: sport.title,
                shortname: sport.shortName,
                slug: sport.globalSportNameSlug,
              },
            ]
          : []
      }),
    }
  }
}

export const publicationRoutes = new Hono<AppEnv>()
  .get('/publications', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const rows = listPublications(c.var.db, c.var.tenant.id).filter(
      (row) => sportId === undefined || row.sportIds.includes(sportId),
    )
    const body: PublicationsResponse = {
      image: `/images/${c.var.tenant.slug}/logos/logo.svg`,
      description: 'Media guides, gameday programs and the year in review, free to read online.',
      title: 'Publications',
      show_dates: true,
      enable_subscriptions: false,
      publications: rows.map(mapper(c)),
    }
    return c.json(body)
  })
  .get('/publications/:slug', (c) => {
    const slug = c.req.param('slug')
    if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) throw new ApiError(404, 'Not found')
    const row = listPublications(c.var.db, c.var.tenant.id, slug)[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
