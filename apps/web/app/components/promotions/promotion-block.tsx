import { isHtmlPromotionHidden } from '@fieldhouse/domain/promotions'
import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { useCountImpressions } from '~/components/promotions/impression-queue'
import { ProviderHtml } from '~/components/provider-html'
import { CONTENT_GRID_SIZES } from '~/components/ui/image-sizes'

import { CampaignContent } from './campaign-content'
import { CampaignRotator } from './rotator'

type PromotionBlockProps = {
  promotion: Promotion | null
  label: string
  /** Size of one campaign picture; the box is reserved at this ratio. */
  width: number
  height: number
  /**
   * How wide the block is per viewport, for its banner and slides (components/ui/image-sizes.ts);
   * a grid of campaigns divides the content column. Without it pictures come at 1x and 2x `width`.
   */
  sizes?: string
  priority?: boolean
}

// Renders a promotion location by its type (SPEC.md 3 and 5). `single` has already been picked
// by the loader when the location asks for a random one, so server and browser agree.
export function PromotionBlock(props: PromotionBlockProps) {
  const { promotion, label, width, height, sizes, priority } = props
  useCountImpressions(promotion)
  if (!promotion) return null
  const { location, campaigns } = promotion
  const picture = { width, height, sizes, imageClassName: 'h-auto w-full' }

  switch (location.type) {
    case 'html':
      if (!promotion.html || isHtmlPromotionHidden(promotion.html)) return null
      // Written in the provider's CMS, sanitised by the client when it mapped the promotion.
      return (
        <section aria-label={label} className={promotion.cssClass ?? undefined}>
          <ProviderHtml html={promotion.html} />
        </section>
      )
    case 'single': {
      const campaign = promotion.single ?? campaigns[0]
      if (!campaign) return null
      return (
        <section aria-label={label}>
          <CampaignContent campaign={campaign} priority={priority} layout="banner" {...picture} />
        </section>
      )
    }
    case 'icons':
      if (campaigns.length === 0) return null
      return (
        <section aria-label={label}>
          {/* Each logo keeps its box while its picture loads (app.css, .campaign-logos). */}
          <ul className="campaign-logos">
            {campaigns.map((campaign) => (
              <li key={campaign.id} style={{ width, height }}>
                <CampaignContent
                  campaign={campaign}
                  width={width}
                  height={height}
                  imageClassName=""
                />
              </li>
            ))}
          </ul>
        </section>
      )
    case 'multi': {
      if (campaigns.length === 0) return null
      if (location.effect === 'slide') {
        return (
          <CampaignRotator
            promotion={promotion}
            label={label}
            width={width}
            height={height}
            priority={priority}
          />
        )
      }
      return (
        <section aria-label={label}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignContent
                  campaign={campaign}
                  layout="card"
                  {...picture}
                  sizes={CONTENT_GRID_SIZES['gap-4']}
                />
              </li>
            ))}
          </ul>
        </section>
      )
    }
    // A type this site does not know (a newer provider): the location is left out.
    default:
      return null
  }
}
