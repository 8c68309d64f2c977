// HTML written by the department in the provider's editor (facility histories, later bios and
// stories), styled as running text. The provider is the department's own CMS and its HTML is
// trusted as the splash and promotion HTML are; a sanitising pass belongs with the CSP work.
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
