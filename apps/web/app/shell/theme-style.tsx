import type { SiteIdentity } from '~/utils/site-identity'

// The tenant's colours as custom properties (values were checked to be hex colours in
// toSiteIdentity, so they are safe inside a <style> element).
export function ThemeStyle({ colors }: { colors: SiteIdentity['colors'] }) {
  const css = `:root{--brand-primary:${colors.primary};--brand-secondary:${colors.secondary};--brand-on-primary:${colors.onPrimary};--brand-on-secondary:${colors.onSecondary}}`
  return <style>{css}</style>
}
