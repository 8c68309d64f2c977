// The twelve social platforms of the awards, hall-of-fame and staff-directory shapes
// (provider/shapes.md `socialMedia{apple…youtube}`), in the evidence's order.
export const SOCIAL_PLATFORMS = [
  'apple',
  'cameo',
  'facebook',
  'google',
  'linkedin',
  'instagram',
  'snapchat',
  'tiktok',
  'twitch',
  'twitter',
  'vimeo',
  'youtube',
] as const

/** Every platform's handle: the Twitter one where it is known, `empty` for the rest. */
export function toSocialHandles<Empty extends string | null>(
  twitter: string | null | undefined,
  empty: Empty,
): Record<(typeof SOCIAL_PLATFORMS)[number], string | Empty> {
  return Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [
      platform,
      platform === 'twitter' ? (twitter ?? empty) : empty,
    ]),
  ) as Record<(typeof SOCIAL_PLATFORMS)[number], string | Empty>
}
