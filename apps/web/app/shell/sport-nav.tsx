import { Link } from 'react-router'

import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

import { SmartLink } from '~/components/smart-link'
import { Icon } from '~/components/ui/icon'

type SportNavProps = {
  sport: { title: string; slug: string }
  items: NavigationItem[]
  onOpenMobile: () => void
}

// The sport's secondary navigation (SPEC.md 2.4). On small screens the links move into the
// "sport navigation" overlay, opened from the bar.
export function SportNav({ sport, items, onOpenMobile }: SportNavProps) {
  return (
    <nav aria-label={`${sport.title} navigation`} className="on-secondary border-b border-black/10">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4">
        <Link
          to={`/sports/${sport.slug}`}
          className="py-3 font-display text-lg font-black uppercase tracking-tight"
        >
          {sport.title}
        </Link>
        <ul className="hidden flex-wrap items-center lg:flex">
          {items.map((item) => (
            <li key={item.id}>
              <SmartLink
                url={item.url}
                openInNewWindow={item.open_in_new_window}
                className="block px-3 py-3 text-sm font-bold uppercase hover:underline"
              >
                {item.title}
              </SmartLink>
            </li>
          ))}
        </ul>
        {items.length > 0 ? (
          <button
            type="button"
            onClick={onOpenMobile}
            className="ml-auto inline-flex min-h-11 items-center gap-1 text-sm font-bold uppercase lg:hidden"
          >
            {sport.title} menu
            <Icon name="chevron" className="size-4" />
          </button>
        ) : null}
      </div>
    </nav>
  )
}
