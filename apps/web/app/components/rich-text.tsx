import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { ProviderHtml } from './provider-html'

// HTML written by the department in the provider's editor (bios, facility histories, later
// stories), styled as running text.
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  return <ProviderHtml html={html} className={`rich-text ${className ?? ''}`} />
}
