import { renderToStaticMarkup } from 'react-dom/server'

import { PublicationView, PublicationsListView } from './publication-views'

// The publications screens' bodies as HTML (decision 017), made once per render on the server.

export function renderPublicationsList(props: Parameters<typeof PublicationsListView>[0]): string {
  return renderToStaticMarkup(<PublicationsListView {...props} />)
}

export function renderPublication(props: Parameters<typeof PublicationView>[0]): string {
  return renderToStaticMarkup(<PublicationView {...props} />)
}
