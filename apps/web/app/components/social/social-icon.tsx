import type { SocialChannelId } from '@fieldhouse/domain/social-channels'

import { StrokeIcon } from '~/components/ui/icon'

// Each channel's mark as one small inline SVG outline, drawn as components/ui/icon.tsx draws.
// Rendered only into server-made markup (the social accounts page, the footer's row, bios), so
// the paths do not reach the browser's JavaScript. Outlines after Feather (MIT) and Tabler (MIT)
// icons, simplified; the three marks without a common outline (Cameo, INFLCR, Opendorse) are a
// plain letter in a frame.
const PATHS: Record<SocialChannelId, string> = {
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  twitter: 'M4 4l11.733 16h4.267l-11.733-16zM4 20l6.768-6.768M13.232 10.768L20 4',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01',
  youtube:
    'M22.54 6.42a2.78 2.78 0 0 0-1.94-2C18.88 4 12 4 12 4s-6.88 0-8.6.46a2.78 2.78 0 0 0-1.94 2A29 29 0 0 0 1 11.75a29 29 0 0 0 .46 5.33A2.78 2.78 0 0 0 3.4 19c1.72.46 8.6.46 8.6.46s6.88 0 8.6-.46a2.78 2.78 0 0 0 1.94-2 29 29 0 0 0 .46-5.25 29 29 0 0 0-.46-5.33zM9.75 15.02l5.75-3.27-5.75-3.27z',
  snapchat:
    'M16.9 7.8a4.9 4.9 0 0 0-9.8 0c0 4.3-.2 6.4-4.1 8.2 2 .9 2 .9 3 3 3 0 4 2 6 2s3-2 6-2c1-2.1 1-2.1 3-3-3.9-1.8-4.1-3.9-4.1-8.2z',
  twitch: 'M21 2H3v16h5v4l4-4h5l4-4V2zM11 11V7M16 11V7',
  tiktok:
    'M21 7.9v4a10 10 0 0 1-5-1.9v4.5a6.5 6.5 0 1 1-8-6.3v4.3a2.5 2.5 0 1 0 4 2V3h4.1A6 6 0 0 0 21 7.9z',
  linkedin:
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  vimeo:
    'M3 8.5l1 1s1.5-1.1 2-.5c.5.6 1.8 6.6 2.8 8.5.9 1.6 3.1 3.3 5.3.5 3-3.9 4.5-8.1 5-10s-.5-2.5-2-2.5c-2 0-3.8 1.5-4 4 1-1 3-1.3 2 1.3s-2 3.7-2.5 3.7-1.5-3.7-2-6.2-1.5-2.5-2.5-2.5S5 7.5 3 9.5',
  pinterest:
    'M8 20l4-9M10.7 14c.4 1.3 1.4 2 2.6 2 2 0 3.7-1.6 3.7-4a5 5 0 1 0-9.7 1.7M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  google: 'M20.9 11a9 9 0 1 1-3.2-6L15 7.4a5.5 5.5 0 1 0 2.1 6.6H13v-3z',
  cameo: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15 9.5a3.5 3.5 0 1 0 0 5',
  apple:
    'M8.3 7C5.1 7 4 10.2 4 12.9 4 16.2 6.1 21 8.3 21c1.2 0 1.8-.5 3.2-.5s1.6.5 3.2.5 4.3-3.2 4.3-5.4c0 0-2.6-.4-2.7-3.2 0-2.3 2.6-3.2 2.7-3.2-1.1-1.6-3.2-2.1-3.8-2.2-1.5-.1-3 1.1-3.7 1.1S9.5 7 8.3 7zM12 4a2 2 0 0 0 2-2 2 2 0 0 0-2 2',
  inflcr:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M10 8h4M10 16h4',
  opendorse: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
}

export function SocialIcon({
  channel,
  className = 'size-5 shrink-0',
}: {
  channel: SocialChannelId
  className?: string
}) {
  return <StrokeIcon path={PATHS[channel]} className={className} />
}
