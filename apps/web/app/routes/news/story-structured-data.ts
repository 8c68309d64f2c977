// schema.org NewsArticle for search engines: headline, dates, author, picture and publisher.

type ArticleFacts = {
  headline: string
  description: string
  path: string
  postedAt: string
  byline: string | null
  section: string | null
  /** The share picture's address (site-relative or absolute), or null. */
  image: string | null
}

type Publisher = { name: string; logo: string | null }

// A byline is a person ("Christina Tromp") or the department's office ("Northfield State
// Athletics Communications"); schema.org tells the two apart.
const ORGANIZATION =
  /\b(athletics|communications|department|university|college|staff|office|media relations)\b/i

export function toNewsArticle(
  article: ArticleFacts,
  publisher: Publisher,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  const organization = {
    '@type': 'Organization',
    name: publisher.name,
    ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: absolute(publisher.logo) } } : {}),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    url: absolute(article.path),
    mainEntityOfPage: absolute(article.path),
    datePublished: article.postedAt,
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.image ? { image: [absolute(article.image)] } : {}),
    author: article.byline
      ? {
          '@type': ORGANIZATION.test(article.byline) ? 'Organization' : 'Person',
          name: article.byline,
        }
      : organization,
    publisher: organization,
  }
}
