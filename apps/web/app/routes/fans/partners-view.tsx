import { SmartLink } from '~/components/smart-link'
import { Image } from '~/components/ui/image'
import { PageHeading } from '~/components/ui/page-heading'

import type { PartnerCard } from './partners.server'

// The partners page's body, rendered on the server only (its route's loader). A partner's
// link opens as the provider says (SmartLink); one without a link is shown without one.

export function PartnersView({ partners }: { partners: PartnerCard[] }) {
  return (
    <div className="py-10">
      <PageHeading title="Corporate Partners">
        Thank you to the companies whose support helps our student-athletes compete, study and serve
        the community. Please support the businesses that support our teams.
      </PageHeading>
      {partners.length === 0 ? (
        <p className="mt-8">No partners are listed yet.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {partners.map((partner, index) => (
            <li
              key={partner.id}
              className="flex flex-col rounded-sm border-2 border-line bg-surface p-5"
            >
              {partner.logo ? (
                <div className="light-theme flex items-center justify-center rounded-sm p-2">
                  <Image
                    src={partner.logo.url}
                    alt={partner.logo.alt === partner.name ? '' : partner.logo.alt}
                    width={400}
                    height={200}
                    sizes="(min-width: 80rem) 16rem, (min-width: 64rem) 28vw, (min-width: 40rem) 44vw, 90vw"
                    priority={index < 4}
                    className="aspect-[2/1] h-auto w-full object-contain"
                  />
                </div>
              ) : null}
              <h2 className="mt-4 text-xl font-bold leading-snug">{partner.name}</h2>
              {partner.description ? (
                <p className="mt-1 text-ink-muted">{partner.description}</p>
              ) : null}
              {partner.link ? (
                <p className="mt-auto pt-4">
                  <SmartLink
                    url={partner.link}
                    openInNewWindow={partner.opensInNewWindow}
                    className="font-bold text-brand-strong underline underline-offset-4"
                  >
                    {partner.host ?? 'Website'}
                    <span className="sr-only">{` (${partner.name})`}</span>
                  </SmartLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
