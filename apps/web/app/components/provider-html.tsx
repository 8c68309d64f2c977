import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

// The one component that puts the provider's HTML into a page (bios, facility histories, splash
// and promotion HTML). It takes SafeHtml only: the provider client sanitised it when it mapped
// the answer (docs/decisions/022-sanitizing-provider-html.md); the CSP is the second line.
export function ProviderHtml({ html, className }: { html: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
