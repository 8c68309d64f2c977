import { toAbsolute, toCollectionPageData } from '~/seo/collection-page-data'

import type { PublicationCard } from './publications.server'

// schema.org for the publications screens: each publication a DigitalDocument (a PDF to read),
// the list a CollectionPage holding them in an ItemList.

export function toPublicationDocument(
  publication: Pick<PublicationCard, 'title' | 'description' | 'day' | 'path' | 'file' | 'cover'>,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = toAbsolute(siteUrl)
  return {
    '@type': 'DigitalDocument',
    name: publication.title,
    ...(publication.description ? { description: publication.description } : {}),
    datePublished: publication.day,
    url: absolute(publication.path),
    encodingFormat: 'application/pdf',
    ...(publication.cover ? { image: absolute(publication.cover) } : {}),
    associatedMedia: { '@type': 'MediaObject', contentUrl: absolute(publication.file) },
  }
}

export function toPublicationsPage(
  title: string,
  path: string,
  publications: readonly PublicationCard[],
  siteUrl: string | null,
): Record<string, unknown> {
  return toCollectionPageData({ name: title, url: toAbsolute(siteUrl)(path) }, publications, {
    item: (publication) => toPublicationDocument(publication, siteUrl),
  })
}
