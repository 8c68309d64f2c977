import { useRouteLoaderData } from 'react-router'

import type { ShellLoaderData } from './shell-data.server'

// The head's color-scheme tag and, after it, the tags only the server renders: Safari's smart app
// banner for the department's app when the mobile settings name one (SPEC.md 3, 7), and what
// makes the site installable (issue 34): the web app manifest, Safari's home-screen icon and
// the browser's colour for its own bars (the tenant's primary, the header's). Browsers read these
// when the document loads, so the browser never renders them again. root.tsx renders
// this on the server and the color-scheme tag alone in the browser, at the same place: the
// browser's JavaScript is byte for byte what it was (the home page has a few bytes of its budget
// left), and React 19 leaves in place a <meta> or <link> the browser's render does not ask for
// (as seo/crawler-tags.ts relies on).
export function ServerHeadTags({ colorScheme }: { colorScheme: string }) {
  const shell = useRouteLoaderData<ShellLoaderData>('root')
  const facts = shell?.siteFacts
  const links = shell?.installLinks
  return (
    <>
      <meta name="color-scheme" content={colorScheme} />
      {facts?.appleAppId ? (
        <meta name="apple-itunes-app" content={`app-id=${facts.appleAppId}`} />
      ) : null}
      {links ? <link rel="manifest" href={links.manifest} /> : null}
      {shell ? <meta name="theme-color" content={shell.site.colors.primary} /> : null}
      {links ? <link rel="apple-touch-icon" href={links.appleTouchIcon} /> : null}
    </>
  )
}
