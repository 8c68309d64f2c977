import type { TicketDeposit, TicketLink } from '@fieldhouse/provider-client/ticketing'

import { toMailtoHref, toTelHref } from '~/components/people/contact-links'
import { ProviderHtml } from '~/components/provider-html'
import { SmartLink } from '~/components/smart-link'
import { DecorativeImage } from '~/components/ui/decorative-image'
import { PageHeading } from '~/components/ui/page-heading'

import type { SportTicketsView, TicketsPage } from './tickets.server'

// The tickets page's body, rendered on the server only (its route's loader): read, not
// played with. Ticket links go to the vendor as the provider sends them (SmartLink).

const CARD = 'flex flex-col rounded-sm border-2 border-line bg-surface p-4'

function TicketCard({ link, context }: { link: TicketLink; context: string }) {
  return (
    <li className={CARD}>
      <p className="text-lg font-bold leading-snug">{link.title}</p>
      {link.body ? <ProviderHtml html={link.body} className="rich-text mt-2 flex-1" /> : null}
      {link.url ? (
        <p className="mt-4">
          <SmartLink url={link.url} className="button-primary py-2 text-center">
            {link.text || 'Buy tickets'}
            <span className="sr-only">{` (${context}, ${link.title})`}</span>
          </SmartLink>
        </p>
      ) : null}
    </li>
  )
}

function Deposit({ deposit, sport }: { deposit: TicketDeposit; sport: string }) {
  return (
    <div className="mt-6 rounded-sm border-l-4 border-brand bg-surface-raised p-4">
      <h3 className="font-display text-xl font-black uppercase">{deposit.title}</h3>
      {deposit.information ? (
        <ProviderHtml html={deposit.information} className="rich-text mt-2" />
      ) : null}
      {deposit.maximumQuantity ? (
        <p className="mt-2 text-sm text-ink-muted">
          Up to {deposit.maximumQuantity} seats per order.
        </p>
      ) : null}
      {deposit.url ? (
        <p className="mt-4">
          <SmartLink url={deposit.url} className="button-secondary">
            Place a deposit<span className="sr-only">{` (${sport})`}</span>
          </SmartLink>
        </p>
      ) : null}
    </div>
  )
}

function SportBlock({ sport }: { sport: SportTicketsView }) {
  return (
    <section
      id={sport.anchor}
      aria-labelledby={`${sport.anchor}-heading`}
      className="scroll-mt-28 border-t-4 border-ink pt-6"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <DecorativeImage
          src={sport.image?.url}
          width={112}
          height={63}
          className="hidden aspect-video h-auto w-28 rounded-sm object-cover sm:block"
        />
        <h2
          id={`${sport.anchor}-heading`}
          className="font-display text-3xl font-black uppercase leading-none"
        >
          {sport.title}
        </h2>
        {sport.homePath ? (
          <a
            href={sport.homePath}
            className="w-full text-sm font-bold underline underline-offset-4 sm:ml-auto sm:w-auto"
          >
            {sport.title} home
          </a>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {sport.sections.map((section, index) => (
          <div key={`${section.title}-${index}`}>
            {section.showTitle ? (
              <h3 className="font-display text-xl font-black uppercase">{section.title}</h3>
            ) : null}
            <ul className="mt-3 grid gap-4">
              {section.links.map((link, linkIndex) => (
                <TicketCard key={`${link.title}-${linkIndex}`} link={link} context={sport.title} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {sport.deposits.map((deposit) => (
        <Deposit key={deposit.title} deposit={deposit} sport={sport.title} />
      ))}
    </section>
  )
}

/** The office's phone number or address, a link when it makes one (tel:, mailto:). */
function OfficeLink({ href, text }: { href: string | null; text: string }) {
  return href ? (
    <a href={href} className="font-bold underline underline-offset-4">
      {text}
    </a>
  ) : (
    <>{text}</>
  )
}

function TicketOfficeCard({ page }: { page: TicketsPage }) {
  const { address, email, phone } = page.contact
  const tel = phone ? toTelHref(phone) : null
  const mailto = email ? toMailtoHref(email) : null
  return (
    <section
      aria-labelledby="ticket-office-heading"
      className="on-primary self-start rounded-sm p-6"
    >
      <h2
        id="ticket-office-heading"
        className="font-display text-2xl font-black uppercase leading-none"
      >
        Ticket Office
      </h2>
      <dl className="mt-4 space-y-4">
        {address ? (
          <div>
            <dt className="text-sm font-bold uppercase tracking-wide">Address</dt>
            <dd className="mt-1">{address}</dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt className="text-sm font-bold uppercase tracking-wide">Phone</dt>
            <dd className="mt-1">
              <OfficeLink href={tel} text={phone} />
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt className="text-sm font-bold uppercase tracking-wide">E-mail</dt>
            <dd className="mt-1 break-words">
              <OfficeLink href={mailto} text={email} />
            </dd>
          </div>
        ) : null}
        {page.hours ? (
          <div>
            <dt className="text-sm font-bold uppercase tracking-wide">Hours</dt>
            <dd className="mt-1">
              <ProviderHtml html={page.hours} className="leading-relaxed [&_a]:underline" />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

export function TicketsView({ page }: { page: TicketsPage }) {
  const office = <TicketOfficeCard page={page} />
  const jumps = [
    ...page.ticketed.map((sport) => ({ anchor: sport.anchor, title: sport.title })),
    ...(page.free.length > 0 ? [{ anchor: 'free-admission', title: 'Free admission' }] : []),
  ]
  return (
    <div className="py-10">
      <PageHeading title="Tickets">
        Single-game, season and student tickets for every team, and how to reach the ticket office.
      </PageHeading>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {page.contactFirst ? <div className="lg:col-start-2 lg:row-start-1">{office}</div> : null}
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          {page.links.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2" aria-label="Ticket services">
              {page.links.map((link, index) => (
                <TicketCard key={`${link.title}-${index}`} link={link} context="Ticket office" />
              ))}
            </ul>
          ) : null}
          {jumps.length > 1 ? (
            <nav aria-label="Tickets by sport">
              <ul className="flex flex-wrap gap-2">
                {jumps.map((jump) => (
                  <li key={jump.anchor}>
                    <a
                      href={`#${jump.anchor}`}
                      className="inline-flex min-h-11 items-center rounded-sm border-2 border-line bg-surface px-3 font-bold hover:border-ink"
                    >
                      {jump.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {page.ticketed.map((sport) => (
            <SportBlock key={sport.anchor} sport={sport} />
          ))}
          {page.free.length > 0 ? (
            <section
              id="free-admission"
              aria-labelledby="free-admission-heading"
              className="scroll-mt-28 border-t-4 border-ink pt-6"
            >
              <h2
                id="free-admission-heading"
                className="font-display text-3xl font-black uppercase leading-none"
              >
                Free admission
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {page.free.map((sport) => (
                  <li key={sport.anchor} id={sport.anchor} className={`${CARD} scroll-mt-28`}>
                    <h3 className="font-display text-xl font-black uppercase leading-tight">
                      {sport.title}
                    </h3>
                    {sport.sections.flatMap((section) =>
                      section.links.map((link, index) =>
                        link.body ? (
                          <ProviderHtml
                            key={`${section.title}-${index}`}
                            html={link.body}
                            className="rich-text mt-2 flex-1"
                          />
                        ) : (
                          <p key={`${section.title}-${index}`} className="mt-2 flex-1">
                            {link.title}
                          </p>
                        ),
                      ),
                    )}
                    {sport.homePath ? (
                      <p className="mt-3 text-sm">
                        <a href={sport.homePath} className="font-bold underline underline-offset-4">
                          {sport.title} home
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {page.otherDeposits.length > 0 ? (
            <section aria-labelledby="deposits-heading">
              <h2
                id="deposits-heading"
                className="font-display text-3xl font-black uppercase leading-none"
              >
                Deposits
              </h2>
              {page.otherDeposits.map((deposit) => (
                <Deposit key={deposit.title} deposit={deposit} sport={deposit.title} />
              ))}
            </section>
          ) : null}
        </div>
        {page.contactFirst ? null : <div className="lg:col-start-2 lg:row-start-1">{office}</div>}
      </div>
    </div>
  )
}
