import type { SocialGroupView, SocialOwnerView } from './social-accounts.server'

// schema.org for the social accounts page: the department as an Organization whose sameAs are
// its official accounts (the first group's first owner), and every other owner a
// subOrganization with its own sameAs: a sport with a home here is a SportsTeam. Without a
// first owner the page's meta names the department after the site.
export function toSocialAccountsData(
  groups: readonly SocialGroupView[],
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  const [main, ...others] = groups.flatMap((group) => group.owners)
  const sameAs = (owner: SocialOwnerView) => owner.links.map((link) => link.url)
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    ...(main ? { name: main.name, sameAs: sameAs(main) } : {}),
    ...(siteUrl ? { url: absolute('/') } : {}),
    subOrganization: others.map((owner) => ({
      '@type': owner.homePath ? 'SportsTeam' : 'Organization',
      name: owner.name,
      ...(owner.homePath ? { url: absolute(owner.homePath) } : {}),
      sameAs: sameAs(owner),
    })),
  }
}
