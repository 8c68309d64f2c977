import type { ShellNavItem } from './nav-children'

import { SmartLink } from '~/components/smart-link'

// A link inside a dropdown or the mobile menu; sport entries carry their schedule, roster and
// news links beside the sport's own.
export function NavPanelLink({
  item,
  onNavigate,
}: {
  item: ShellNavItem
  onNavigate?: () => void
}) {
  if (item.separator) return <hr className="my-2 border-line" />
  return (
    <div className="py-1">
      <SmartLink
        plain
        url={item.url}
        openInNewWindow={item.openInNewWindow}
        onClick={onNavigate}
        className="font-semibold hover:underline"
      >
        {item.title}
      </SmartLink>
      {item.scheduleRosterNewsLinks.length > 0 ? (
        <ul className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-ink-muted">
          {item.scheduleRosterNewsLinks.map((link) => (
            <li key={link.id}>
              <SmartLink
                plain
                url={link.url}
                openInNewWindow={link.openInNewWindow}
                onClick={onNavigate}
                className="hover:underline"
              >
                <span className="sr-only">{item.title} </span>
                {link.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
