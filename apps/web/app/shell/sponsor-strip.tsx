import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { CampaignContent } from '~/components/promotions/campaign-content'

import { useCountImpressions } from './impressions'

// The footer's sponsors strip: an "icons" promotion (SPEC.md 5: without a link a campaign is
// plain content, with a link it is a link).
export function SponsorStrip({ promotion }: { promotion: Promotion | null }) {
  useCountImpressions(promotion)
  const campaigns = promotion?.campaigns ?? []
  if (campaigns.length === 0) return null
  return (
    <section aria-labelledby="sponsors-heading" className="light-theme border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h2 id="sponsors-heading" className="sr-only">
          Our sponsors
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignContent
                campaign={campaign}
                width={140}
                height={56}
                imageClassName="h-14 w-auto object-contain"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
