import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { PromotionBlock } from '~/components/promotions/promotion-block'

// The footer's sponsors strip: the tenant's 'footer_sponsors' location, an "icons" promotion
// rendered (and counted) like any other.
export function SponsorStrip({ promotion }: { promotion: Promotion | null }) {
  if (!promotion || promotion.campaigns.length === 0) return null
  return (
    <div className="light-theme border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <PromotionBlock promotion={promotion} label="Our sponsors" width={140} height={56} />
      </div>
    </div>
  )
}
