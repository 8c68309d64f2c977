import { getPromotionImageAlt } from '@fieldhouse/domain/promotions'
import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { SmartLink } from '~/components/smart-link'
import { Image } from '~/components/ui/image'

export type Campaign = Promotion['campaigns'][number]

type CampaignContentProps = {
  campaign: Campaign
  width: number
  height: number
  imageClassName?: string
  /** The picture's `sizes`, when its box follows the layout (components/ui/image-sizes.ts). */
  sizes?: string
  priority?: boolean
  showTitle?: boolean
}

// One campaign: its picture (alt falls back to hover text, then title — SPEC.md 5), wrapped in a
// link only when the campaign has one.
export function CampaignContent(props: CampaignContentProps) {
  const { campaign, width, height } = props
  const image = campaign.picture?.images[0]
  const src = image?.url ?? null
  const alt = getPromotionImageAlt({
    imageAlt: image?.alt ?? null,
    hoverText: campaign.hoverText ?? null,
    title: campaign.title,
  })
  const content = (
    <>
      {src ? (
        <Image
          src={src}
          alt={props.showTitle ? '' : alt}
          width={width}
          height={height}
          sizes={props.sizes}
          priority={props.priority}
          className={props.imageClassName}
        />
      ) : null}
      {props.showTitle || !src ? <span className="font-bold">{campaign.title}</span> : null}
    </>
  )
  if (!campaign.link) return <div title={campaign.hoverText ?? undefined}>{content}</div>
  return (
    <SmartLink
      url={campaign.link}
      openInNewWindow={campaign.openInNewWindow}
      className="block hover:opacity-90"
    >
      {content}
    </SmartLink>
  )
}
