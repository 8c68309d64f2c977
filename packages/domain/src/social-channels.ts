// The social channels SPEC.md 5 names (the interface's value set: facebook, twitter, instagram,
// youtube, snapchat, twitch, tiktok, linkedin, vimeo, pinterest, google, cameo, apple, inflcr,
// opendorse), in that order: the one list every page showing accounts reads, so a channel's
// name is written once. The provider names a channel in several spellings ("TikTok" in a
// bio's socialMediaR, `tiktok` in a map key, `icon-social-tiktok` in an icon name, "X").

export const SOCIAL_CHANNEL_IDS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'snapchat',
  'twitch',
  'tiktok',
  'linkedin',
  'vimeo',
  'pinterest',
  'google',
  'cameo',
  'apple',
  'inflcr',
  'opendorse',
] as const

export type SocialChannelId = (typeof SOCIAL_CHANNEL_IDS)[number]

export type SocialChannel = {
  id: SocialChannelId
  /** The accessible and visible name ("TikTok"). */
  name: string
  /** Where a bare account name becomes a profile address; null where none is public. */
  profileBase: string | null
}

const CHANNELS: Record<SocialChannelId, Omit<SocialChannel, 'id'>> = {
  facebook: { name: 'Facebook', profileBase: 'https://www.facebook.com/' },
  twitter: { name: 'X (Twitter)', profileBase: 'https://x.com/' },
  instagram: { name: 'Instagram', profileBase: 'https://www.instagram.com/' },
  youtube: { name: 'YouTube', profileBase: 'https://www.youtube.com/' },
  snapchat: { name: 'Snapchat', profileBase: 'https://www.snapchat.com/add/' },
  twitch: { name: 'Twitch', profileBase: 'https://www.twitch.tv/' },
  tiktok: { name: 'TikTok', profileBase: 'https://www.tiktok.com/@' },
  linkedin: { name: 'LinkedIn', profileBase: 'https://www.linkedin.com/in/' },
  vimeo: { name: 'Vimeo', profileBase: 'https://vimeo.com/' },
  pinterest: { name: 'Pinterest', profileBase: 'https://www.pinterest.com/' },
  google: { name: 'Google', profileBase: null },
  cameo: { name: 'Cameo', profileBase: 'https://www.cameo.com/' },
  apple: { name: 'Apple', profileBase: null },
  inflcr: { name: 'INFLCR', profileBase: null },
  opendorse: { name: 'Opendorse', profileBase: null },
}

export const SOCIAL_CHANNELS: readonly SocialChannel[] = SOCIAL_CHANNEL_IDS.map((id) => ({
  id,
  ...CHANNELS[id],
}))

// Other spellings seen or likely for the same channel, after normalising.
const ALIASES: Record<string, SocialChannelId> = { x: 'twitter', xtwitter: 'twitter' }

/**
 * The channel a provider's key, platform name or icon name means, or null for a channel this
 * list does not know (its link is then shown plainly under the provider's own name).
 */
export function findSocialChannel(key: string | null | undefined): SocialChannel | null {
  const normal = (key ?? '')
    .toLowerCase()
    .replace(/^icon-social-/, '')
    .replace(/[^a-z0-9]/g, '')
  const id = (SOCIAL_CHANNEL_IDS as readonly string[]).includes(normal)
    ? (normal as SocialChannelId)
    : ALIASES[normal]
  return id ? (SOCIAL_CHANNELS.find((channel) => channel.id === id) ?? null) : null
}

/**
 * An account's address: a page address as given, a bare name ("@owls" or "owls") on the
 * channel's profile base; null when the channel has no public profile base to build one on.
 */
export function toSocialProfileUrl(channel: SocialChannel | null, value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  if (!channel?.profileBase) return null
  return channel.profileBase + encodeURIComponent(trimmed.replace(/^@/, ''))
}

/** A link's accessible name: the channel's name, and the warning when it opens a new window. */
export function socialLinkName(name: string, opensNewWindow: boolean): string {
  return opensNewWindow ? `${name} (opens in a new window)` : name
}
