import { FOOTER_LINKS_GROUP_ID } from '@fieldhouse/domain/navigation'
import { findSocialChannel } from '@fieldhouse/domain/social-channels'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

import { toSocialLinkViews } from '~/components/social/social-links'
import { socialRowMarkup } from '~/components/social/social-row.server'
import { perAnswer } from '~/render/index.server'

// The footer's social row: the department's accounts, the social_media_links of the footer
// links group (SPEC.md 3, the level-1 item with id 9). Each link names its channel by class name
// ("tiktok"); one no list knows keeps its title, a plain link. Made once per navigation answer
// as markup: the footer is on every page, and its marks must cost the pages no JavaScript.

export function toFooterSocialLinks(items: readonly NavigationItem[]) {
  const group = items.find((item) => item.id === FOOTER_LINKS_GROUP_ID)
  return toSocialLinkViews(
    (group?.socialMediaLinks ?? []).map((link) => ({
      key: findSocialChannel(link.className) ? (link.className ?? link.title) : link.title,
      value: link.url,
    })),
  )
}

export const toFooterSocialMarkup = perAnswer((items: NavigationItem[]) =>
  socialRowMarkup({
    links: toFooterSocialLinks(items),
    label: 'Follow us',
    variant: 'marks',
  }),
)
