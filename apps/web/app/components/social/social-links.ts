import {
  findSocialChannel,
  toSocialProfileUrl,
  type SocialChannelId,
} from '@fieldhouse/domain/social-channels'

/** One account as every page shows it: the channel's icon and name, or the provider's name. */
export type SocialLinkView = {
  /** Null for a channel the list does not know: shown as a plain link, without an icon. */
  channel: SocialChannelId | null
  name: string
  url: string
}

/**
 * An account the provider names by `key` (a platform name, map key or icon name) with a page
 * address or a bare account name. An unknown channel keeps the provider's own name; an account
 * with no address to link (a bare name on a channel without profile pages) is left out, since it
 * links nowhere.
 */
export function toSocialLinkView(
  key: string,
  value: string | null | undefined,
): SocialLinkView | null {
  const channel = findSocialChannel(key)
  const url = value ? toSocialProfileUrl(channel, value) : null
  if (!url) return null
  return { channel: channel?.id ?? null, name: channel?.name ?? (key.trim() || url), url }
}

/**
 * Accounts in the order given, one per channel (the first named; two sources of the same
 * account spell its address differently) and, for channels no list knows, one per address.
 */
export function toSocialLinkViews(
  accounts: readonly { key: string; value: string | null | undefined }[],
): SocialLinkView[] {
  const seen = new Set<string>()
  return accounts.flatMap(({ key, value }) => {
    const link = toSocialLinkView(key, value)
    const identity = link ? (link.channel ?? link.url) : null
    if (!link || !identity || seen.has(identity)) return []
    seen.add(identity)
    return [link]
  })
}
