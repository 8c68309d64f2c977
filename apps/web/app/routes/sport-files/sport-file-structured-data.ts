import type { SportFileView } from './sport-file-details'

/** schema.org DigitalDocument of a sport file: what search engines show for the page. */
export function toDigitalDocument(
  file: Pick<SportFileView, 'title' | 'description' | 'day' | 'contentType' | 'sport'>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: file.title,
    ...(file.description ? { description: file.description } : {}),
    datePublished: file.day,
    encodingFormat: file.contentType,
    ...(file.sport ? { about: { '@type': 'SportsTeam', name: file.sport.title } } : {}),
  }
}
