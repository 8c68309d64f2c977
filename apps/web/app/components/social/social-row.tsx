import { SmartLink } from '~/components/smart-link'

import { SocialIcon } from './social-icon'
import type { SocialLinkView } from './social-links'

type SocialRowProps = {
  links: readonly SocialLinkView[]
  /** The list's name ("Northfield Owls on social media"). */
  label: string
  /** `buttons` shows each channel's name beside its mark; `marks` the mark alone (the footer). */
  variant?: 'buttons' | 'marks'
  className?: string
}

// A row of accounts: each link named by its channel ("TikTok"), with "(opens in a new window)"
// from SmartLink, since they all open another site in a new one. An unknown channel has no mark:
// its name is shown in both variants, a plain link. Made into server markup only
// (social-row.server.tsx: the footer, the sport home, player and staff bios), so the marks stay
// out of every page's JavaScript.
export function SocialRow({ links, label, variant = 'buttons', className }: SocialRowProps) {
  return (
    <ul aria-label={label} className={className ?? 'flex flex-wrap gap-3'}>
      {links.map((link) => (
        <li key={link.url}>
          <SmartLink
            url={link.url}
            openInNewWindow
            className={
              variant === 'buttons'
                ? 'button-secondary gap-2'
                : 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm hover:underline'
            }
          >
            {link.channel ? <SocialIcon channel={link.channel} /> : null}
            {variant === 'marks' && link.channel ? (
              <span className="sr-only">{link.name}</span>
            ) : (
              link.name
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
