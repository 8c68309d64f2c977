// Markup made on the server from data the page already has (game cards, for example): it is
// hydrated as it is, so the components that made it are not part of the page's JavaScript.
// Only for markup rendered by our own components from escaped data.
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
