import type { RouteKind } from '@fieldhouse/domain/route-kind'
import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'
import { toPostalAddress } from '@fieldhouse/domain/site-facts'

import { sportPath } from '~/paths/sports'

import type { PageSite } from './root-matches'

// The site's own schema.org data (issue 22), made on the server only (seo/page-meta.ts): on the
// home page the department (a SportsOrganization, with the school's postal address and phone from
// the site settings when set) and the WebSite with its search (/search?q=...), on every other
// page a BreadcrumbList: home, the sport for a sport's pages, then the page itself. Only
// addresses that answer 200 are listed: the sport's home, never a path segment that is no page.

export type PageStructuredDataInput = {
  kind: RouteKind | null
  shell: Pick<PageSite, 'siteUrl' | 'site' | 'currentSport' | 'siteFacts'>
  title: string
  /** The page's canonical URL. */
  url: string
}

export function buildPageStructuredData({
  kind,
  shell,
  title,
  url,
}: PageStructuredDataInput): Record<string, unknown> {
  const home = new URL('/', shell.siteUrl).href
  const name = shell.site.name
  if (kind === 'home') {
    const search = new URL(SEARCH_PAGE_PATH, shell.siteUrl).href
    const school = shell.siteFacts?.school
    const address = toPostalAddress(school?.address)
    return {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'SportsOrganization',
          '@id': `${home}#organization`,
          name,
          url: home,
          ...(shell.site.logo ? { logo: new URL(shell.site.logo, home).href } : {}),
          ...(address ? { address: { '@type': 'PostalAddress', ...address } } : {}),
          ...(school?.phone ? { telephone: school.phone } : {}),
          ...(shell.site.universityName !== name
            ? {
                parentOrganization: {
                  '@type': 'CollegeOrUniversity',
                  name: shell.site.universityName,
                },
              }
            : {}),
        },
        {
          '@type': 'WebSite',
          '@id': `${home}#website`,
          name,
          url: home,
          publisher: { '@id': `${home}#organization` },
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }
  }
  const crumbs: { name: string; url: string }[] = [{ name, url: home }]
  const sport = shell.currentSport
  if (sport && kind !== 'sport-home') {
    const sportUrl = new URL(sportPath(sport.globalSportNameSlug), shell.siteUrl).href
    if (sportUrl !== url) crumbs.push({ name: sport.title, url: sportUrl })
  }
  if (url !== home) crumbs.push({ name: title, url })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}
