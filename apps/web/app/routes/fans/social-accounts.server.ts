import type { SocialAccountGroup } from '@fieldhouse/provider-client/social-accounts'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { toSocialLinkView, type SocialLinkView } from '~/components/social/social-links'
import { sportPath } from '~/paths/sports'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

// The social accounts page (SPEC.md 2.1 /social-accounts): the department's and each sport's
// accounts, grouped as the provider groups them. The groups are the main item (missing 404,
// outage 503); the sports list only links a sport's card to its home and is left out when it
// cannot be read (SPEC.md 8).

/** An account: its channel's mark and name (the provider's name for one no list knows). */
export type SocialAccountView = SocialLinkView & { username: string | null }

export type SocialOwnerView = {
  name: string
  title: string | null
  /** The sport's home on this site, for an owner that is one of the sports. */
  homePath: string | null
  links: SocialAccountView[]
}

export type SocialGroupView = { name: string; anchor: string; owners: SocialOwnerView[] }

export function toSocialGroups(
  groups: readonly SocialAccountGroup[],
  sports: readonly Sport[],
): SocialGroupView[] {
  const homes = new Map(
    sports
      .filter((sport) => !sport.nonSport)
      .map((sport) => [sport.title, sportPath(sport.globalSportNameSlug)]),
  )
  return groups.map((group, index) => ({
    name: group.name,
    anchor: `group-${index + 1}`,
    owners: group.owners.map((owner) => ({
      name: owner.name,
      title: owner.title,
      homePath: homes.get(owner.name) ?? null,
      links: owner.links.flatMap((link) => {
        const view = toSocialLinkView(link.platform, link.url)
        return view ? [{ ...view, username: link.username }] : []
      }),
    })),
  }))
}

export async function loadSocialAccountsPage(signal: AbortSignal): Promise<SocialGroupView[]> {
  const [groups, sports] = await Promise.all([
    provider.loadSocialAccounts({ signal }),
    provider.getSports({ signal }),
  ])
  return toSocialGroups(requireLoaded(groups), sports)
}
