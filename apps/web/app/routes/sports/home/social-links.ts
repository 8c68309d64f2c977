import type { SocialAccountGroup } from '@fieldhouse/provider-client/social-accounts'

import { toSocialLinkViews, type SocialLinkView } from '~/components/social/social-links'

type SportSocial = {
  title: string
  facebook: string | null
  twitter: string | null
  instagram: string | null
  youtube: string | null
  pinterest: string | null
}

const SPORT_FIELDS = ['facebook', 'twitter', 'instagram', 'youtube', 'pinterest'] as const

// The sport's accounts: the five /Sports names (each a page or a name, SPEC.md 3), then the
// other channels (TikTok, Snapchat ...) the department lists for the sport on /SocialAccounts,
// an owner named as the sport is. One link per channel, the sport's own field first.
export function toSocialLinks(
  sport: SportSocial,
  accounts: readonly SocialAccountGroup[] = [],
): SocialLinkView[] {
  const listed = accounts
    .flatMap((group) => group.owners)
    .filter((owner) => owner.name === sport.title)
    .flatMap((owner) => owner.links.map((link) => ({ key: link.platform, value: link.url })))
  return toSocialLinkViews([...SPORT_FIELDS.map((key) => ({ key, value: sport[key] })), ...listed])
}
