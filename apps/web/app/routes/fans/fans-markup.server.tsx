import { renderToStaticMarkup } from 'react-dom/server'

import { PartnersView } from './partners-view'
import { SocialAccountsView } from './social-accounts-view'
import { TicketsView } from './tickets-view'

// The fans' pages' bodies as HTML (decision 017), made once per render on the server.

export function renderTickets(page: Parameters<typeof TicketsView>[0]['page']): string {
  return renderToStaticMarkup(<TicketsView page={page} />)
}

export function renderPartners(props: Parameters<typeof PartnersView>[0]): string {
  return renderToStaticMarkup(<PartnersView {...props} />)
}

export function renderSocialAccounts(props: Parameters<typeof SocialAccountsView>[0]): string {
  return renderToStaticMarkup(<SocialAccountsView {...props} />)
}
