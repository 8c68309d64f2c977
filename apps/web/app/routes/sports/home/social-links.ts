type SportSocial = {
  facebook: string | null
  twitter: string | null
  instagram: string | null
  youtube: string | null
  pinterest: string | null
}

export type SocialLink = { channel: keyof SportSocial; label: string; url: string }

const CHANNELS: { channel: keyof SportSocial; label: string; base: string }[] = [
  { channel: 'facebook', label: 'Facebook', base: 'https://www.facebook.com/' },
  { channel: 'twitter', label: 'X (Twitter)', base: 'https://x.com/' },
  { channel: 'instagram', label: 'Instagram', base: 'https://www.instagram.com/' },
  { channel: 'youtube', label: 'YouTube', base: 'https://www.youtube.com/' },
  { channel: 'pinterest', label: 'Pinterest', base: 'https://www.pinterest.com/' },
]

// The provider stores either a page URL or a bare account name (SPEC.md 3 "each a page or
// name"); names become profile URLs.
export function toSocialLinks(sport: SportSocial): SocialLink[] {
  return CHANNELS.flatMap(({ channel, label, base }) => {
    const value = sport[channel]?.trim()
    if (!value) return []
    const url = /^https?:\/\//i.test(value)
      ? value
      : base + encodeURIComponent(value.replace(/^@/, ''))
    return [{ channel, label, url }]
  })
}
