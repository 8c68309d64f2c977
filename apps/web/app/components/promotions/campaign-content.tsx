import { getPromotionImageAlt, hasPromotionLink } from '@fieldhouse/domain/promotions'
import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { SmartLink } from '~/components/smart-link'
import { Picture } from '~/components/ui/picture'

export type Campaign = Promotion['campaigns'][number]

type CampaignContentProps = {
  campaign: Campaign
  width: number
  height: number
  imageClassName?: string
  /** The picture's `sizes`, when its box follows the layout (components/ui/image-sizes.ts). */
  sizes?: string
  priority?: boolean
  /**
   * 'plain': the picture alone, named by its alt (sponsor logos); 'card': the title and call to
   * action in a panel under it (slides, grids); 'banner': that panel over the picture's corner
   * from md up, under it on phones (a hero).
   */
  layout?: 'plain' | 'card' | 'banner'
}

// One campaign (SPEC.md 3 and 5): its picture from the provider's images per breakpoint, and,
// unless plain, its title with the hover text as the call to action (a campaign without a link
// shows the hover text as a line of text). The whole campaign is one link only when it has one.
// The picture's alt falls back to hover text, then title, when those are not shown beside it.
export function CampaignContent(props: CampaignContentProps) {
  const { campaign, width, height, layout = 'plain' } = props
  const images = campaign.picture?.images ?? []
  const isLink = hasPromotionLink(campaign)
  const hoverText = campaign.hoverText?.trim() || null
  const alt = getPromotionImageAlt(
    { imageAlt: images[0]?.alt, hoverText, title: campaign.title },
    { isTextShown: layout !== 'plain' },
  )
  const picture = images.length > 0 && (
    <Picture
      images={images}
      alt={alt}
      width={width}
      height={height}
      sizes={props.sizes}
      priority={props.priority}
      className={props.imageClassName ?? 'h-auto w-full'}
    />
  )
  // Panels and their colours: app.css, .campaign-*.
  const content =
    layout === 'plain' ? (
      picture || <span className="font-bold">{campaign.title}</span>
    ) : (
      <>
        {picture}
        <span className={`${layout === 'banner' ? 'on-secondary' : 'on-primary'} campaign-panel`}>
          <span className="campaign-title">{campaign.title}</span>
          {isLink ? (
            <span className="campaign-action">
              {hoverText ?? 'Learn more'}
              <span aria-hidden="true">&nbsp;›</span>
            </span>
          ) : hoverText ? (
            <span>{hoverText}</span>
          ) : null}
        </span>
      </>
    )
  const frame = `campaign-${layout}`
  return isLink && campaign.link ? (
    <SmartLink url={campaign.link} openInNewWindow={campaign.openInNewWindow} className={frame}>
      {content}
    </SmartLink>
  ) : (
    <div className={frame} title={layout === 'plain' ? (hoverText ?? undefined) : undefined}>
      {content}
    </div>
  )
}
