import { PromotionResponseSchema } from '@fieldhouse/contract/promotions'
import type { ClientContext } from './context'
import { type Loaded } from './loaded'
import { toPromotion } from './promotions'
import type { CallOptions } from './transport'

// Partners (SPEC 2.1 /partners). The evidence has no partner or sponsor list of its own
// (provider/README 3.1 knows promotions only), so the page reads the one list of the
// department's sponsors there is: the promotion location the footer's sponsor strip shows
// (`footer_sponsors`), so the page and the strip can never disagree.

const LABEL = 'partners repository'

/** The promotion location of the department's sponsors (the footer strip's too). */
export const PARTNERS_LOCATION = 'footer_sponsors'

export type Partner = {
  id: number
  name: string
  /** The sponsor's own site, outgoing, as sent; null for a sponsor shown without a link. */
  link: string | null
  opensInNewWindow: boolean
  /** The logo: site-relative like every image, or absolute as sent. */
  logo: { url: string; alt: string } | null
  /** The campaign's hover text ("Visit ..."), when it has one. */
  description: string | null
}

const PartnersSchema = PromotionResponseSchema.transform((response): Partner[] =>
  toPromotion(response).campaigns.map((campaign) => {
    const image = campaign.picture.images[0]
    const url = campaign.icon ?? image?.url ?? null
    return {
      id: campaign.id,
      name: campaign.title,
      link: campaign.link,
      opensInNewWindow: campaign.openInNewWindow,
      logo: url ? { url, alt: image?.alt || campaign.title } : null,
      description: campaign.hoverText,
    }
  }),
)

export function partnersResource({ loadItem }: ClientContext) {
  return {
    /** The partners page's main item: every sponsor (up to 100); 204 (no location) missing. */
    async loadPartners(options: CallOptions = {}): Promise<Loaded<Partner[]>> {
      return loadItem(
        {
          label: LABEL,
          path: `/promotions/${PARTNERS_LOCATION}`,
          query: { $pageIndex: 0, $pageSize: 100 },
          schema: PartnersSchema,
        },
        options,
      )
    },
  }
}
