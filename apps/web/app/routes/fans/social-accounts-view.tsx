import { SmartLink } from '~/components/smart-link'
import { PageHeading } from '~/components/ui/page-heading'

import { SocialIcon } from '~/components/social/social-icon'

import type { SocialGroupView } from './social-accounts.server'

// The social accounts page's body, rendered on the server only (its route's loader): each
// group a section, each owner a card, each channel a labelled link with its mark (an unknown
// channel a plain link under the provider's name). The links are the provider's, outgoing; it
// says nothing of new windows, so they open in this one.

export function SocialAccountsView({ groups }: { groups: SocialGroupView[] }) {
  return (
    <div className="py-10">
      <PageHeading title="Social Media">
        Follow the department and every team for news, highlights, ticket on-sale dates and game day
        updates.
      </PageHeading>
      {groups.length > 1 ? (
        <nav aria-label="Accounts by group" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.anchor}>
                <a
                  href={`#${group.anchor}`}
                  className="inline-flex min-h-11 items-center rounded-sm border-2 border-line bg-surface px-3 font-bold hover:border-ink"
                >
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.length === 0 ? <p className="mt-8">No accounts are listed yet.</p> : null}
      {groups.map((group) => (
        <section
          key={group.anchor}
          id={group.anchor}
          aria-labelledby={`${group.anchor}-heading`}
          className="mt-10 scroll-mt-28 border-t-4 border-ink pt-6"
        >
          <h2
            id={`${group.anchor}-heading`}
            className="font-display text-3xl font-black uppercase leading-none"
          >
            {group.name}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.owners.map((owner) => (
              <li
                key={owner.name}
                className="flex flex-col rounded-sm border-2 border-line bg-surface p-4"
              >
                <h3 className="text-lg font-bold leading-snug">
                  {owner.homePath ? (
                    <a href={owner.homePath} className="hover:underline">
                      {owner.name}
                    </a>
                  ) : (
                    owner.name
                  )}
                </h3>
                {owner.title ? <p className="text-sm text-ink-muted">{owner.title}</p> : null}
                <ul className="mt-3 space-y-1">
                  {owner.links.map((link) => (
                    <li key={link.url}>
                      <SmartLink
                        url={link.url}
                        className="-mx-2 flex min-h-11 items-center gap-3 rounded-sm px-2 hover:bg-surface-raised"
                      >
                        {link.channel ? <SocialIcon channel={link.channel} /> : null}
                        <span className="sr-only">{`${owner.name} on `}</span>
                        <span className="font-bold">{link.name}</span>
                        {link.username ? (
                          <span className="min-w-0 truncate text-sm text-ink-muted">
                            @{link.username}
                          </span>
                        ) : null}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
