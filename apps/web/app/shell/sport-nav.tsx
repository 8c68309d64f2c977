import { SmartLink } from '~/components/smart-link'
import { Icon } from '~/components/ui/icon'
import { sportPath } from '~/paths/sports'
import type { SportSummary } from '~/utils/sport-summary'

import { DesktopNav } from './desktop-nav'
import type { ShellNavItem } from './nav-children'

type SportNavProps = {
  sport: Pick<SportSummary, 'title' | 'globalSportNameSlug'>
  items: ShellNavItem[]
  onOpenMobile: () => void
  onDesktopMenuChange: (isOpen: boolean) => void
}

// The sport's secondary navigation (SPEC.md 2.4), with the same dropdown behaviour as the main
// bar. On small screens the links move into the "sport navigation" overlay.
export function SportNav({ sport, items, onOpenMobile, onDesktopMenuChange }: SportNavProps) {
  return (
    <div className="on-secondary border-b border-black/10">
      <div className="relative mx-auto flex max-w-7xl items-center gap-4 px-4">
        <SmartLink
          url={sportPath(sport.globalSportNameSlug)}
          className="py-3 font-display text-lg font-black uppercase tracking-tight"
        >
          {sport.title}
        </SmartLink>
        <DesktopNav
          label={`${sport.title} navigation`}
          items={items}
          adsEnabled={false}
          onOpenChange={onDesktopMenuChange}
          itemClassName="px-3 py-3"
        />
        <button
          type="button"
          onClick={onOpenMobile}
          className="ml-auto inline-flex min-h-11 items-center gap-1 text-sm font-bold uppercase lg:hidden"
        >
          {sport.title} menu
          <Icon name="chevron" className="size-4" />
        </button>
      </div>
    </div>
  )
}
