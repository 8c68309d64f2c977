import type { PartnerCard } from './partners.server'

// schema.org for the partners page: an ItemList of the sponsors, each an Organization with its
// site and logo.
export function toPartnersList(
  partners: readonly PartnerCard[],
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Corporate partners',
    numberOfItems: partners.length,
    itemListElement: partners.map((partner, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Organization',
        name: partner.name,
        ...(partner.description ? { description: partner.description } : {}),
        ...(partner.link ? { url: absolute(partner.link) } : {}),
        ...(partner.logo ? { logo: absolute(partner.logo.url) } : {}),
      },
    })),
  }
}
