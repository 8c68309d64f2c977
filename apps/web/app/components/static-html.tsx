import type { ServerMarkup } from '~/render'

// Markup made on the server from data the page already has (game cards, for example): it is
// hydrated as it is, so the components that made it are not part of the page's JavaScript.
// Only for markup rendered by our own components from escaped data. Without `html` (the browser,
// hydrating a server-rendered page) the element keeps the markup it has: React compares neither
// inner HTML when it hydrates nor the same empty value when it renders again.
export function StaticHtml({ markup, className }: { markup: ServerMarkup; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup.html ?? '' }} />
}
