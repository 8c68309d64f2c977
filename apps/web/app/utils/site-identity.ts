type ThemeSettings = {
  siteName?: string | null
  universityName?: string | null
  universityUrl?: string | null
  universityLogo?: string | null
  logo?: string | null
  primaryColor?: string | null
  secondaryColor?: string | null
  onPrimaryColor?: string | null
  onSecondaryColor?: string | null
}

export type SiteIdentity = {
  name: string
  universityName: string
  universityUrl: string | null
  universityLogo: string | null
  logo: string | null
  colors: { primary: string; secondary: string; onPrimary: string; onSecondary: string }
}

const HEX = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i

// Colours go into a <style> element, so anything that is not a plain hex colour is dropped
// rather than trusted.
function toColor(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback
}

/** The site's name when the tenant's settings cannot be read: neutral, never another school's. */
export const FALLBACK_SITE_NAME = 'Athletics'

// When settings cannot be loaded (SPEC.md 8: "empty or null value; no user message") the
// shell still needs a name and colours: neutral ones, never another school's.
export function toSiteIdentity(settings: { theme: ThemeSettings } | null): SiteIdentity {
  const theme = settings?.theme
  return {
    name: theme?.siteName || FALLBACK_SITE_NAME,
    universityName: theme?.universityName || theme?.siteName || 'University',
    universityUrl: theme?.universityUrl ?? null,
    universityLogo: theme?.universityLogo ?? null,
    logo: theme?.logo ?? null,
    colors: {
      primary: toColor(theme?.primaryColor, '#1f2937'),
      secondary: toColor(theme?.secondaryColor, '#d1d5db'),
      onPrimary: toColor(theme?.onPrimaryColor, '#ffffff'),
      onSecondary: toColor(theme?.onSecondaryColor, '#111827'),
    },
  }
}
