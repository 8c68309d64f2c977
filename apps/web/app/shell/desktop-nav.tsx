import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { getDropdownAdSlot } from '@fieldhouse/domain/navigation'

import { CachedList } from '~/components/cached-list'
import { SmartLink } from '~/components/smart-link'
import { useDelegatedNavigation } from '~/components/use-delegated-navigation'
import { Icon } from '~/components/ui/icon'

import { AdSlot } from './ad-slot'
import { getNavColumns, hasNavChildren, type ShellNavItem } from './nav-children'
import { NavPanelLink } from './nav-panel-link'

type DesktopNavProps = {
  label: string
  items: ShellNavItem[]
  adsEnabled: boolean
  onOpenChange: (isOpen: boolean) => void
  className?: string
  itemClassName?: string
}

// SPEC.md 4 "Desktop navigation": one level-1 item open at a time; hover or click opens it,
// the same item toggles closed, leaving or a route change closes all, Escape closes and
// returns focus to the item.
// Used for the main bar and for the sport's secondary bar.
export function DesktopNav({
  label,
  items,
  adsEnabled,
  onOpenChange,
  className = 'hidden lg:block',
  itemClassName = 'px-3 py-5',
}: DesktopNavProps) {
  const [open, setOpen] = useState<{ id: number; by: 'hover' | 'click' } | null>(null)
  const openId = open?.id ?? null
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const location = useLocation()
  const handleNavigation = useDelegatedNavigation()

  useEffect(() => setOpen(null), [location.pathname])
  useEffect(() => onOpenChange(openId !== null), [openId, onOpenChange])

  function handleKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || openId === null) return
    buttons.current.get(openId)?.focus()
    setOpen(null)
  }

  function handleBlur(event: React.FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(null)
  }

  return (
    <nav
      aria-label={label}
      className={className}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onMouseLeave={() => setOpen(null)}
      onClick={handleNavigation}
    >
      <CachedList
        className="flex items-stretch"
        cacheKey={items}
        // The server renders every panel closed; only the browser opens one.
        variant={`${adsEnabled}|${itemClassName}`}
      >
        {() =>
          items.map((item, index) => {
            const isOpen = openId === item.id
            const panelId = `nav-panel-${item.id}`
            if (!hasNavChildren(item)) {
              return (
                <li key={item.id} className="flex">
                  <SmartLink
                    plain
                    url={item.url}
                    openInNewWindow={item.openInNewWindow}
                    className={`flex items-center text-sm font-bold uppercase tracking-wide hover:underline ${itemClassName}`}
                  >
                    {item.title}
                  </SmartLink>
                </li>
              )
            }
            return (
              <li
                key={item.id}
                className="nav-item flex"
                onMouseEnter={() => {
                  if (!isOpen) setOpen({ id: item.id, by: 'hover' })
                }}
              >
                <button
                  type="button"
                  ref={(node) => {
                    if (node) buttons.current.set(item.id, node)
                    else buttons.current.delete(item.id)
                  }}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  // A click on a panel that hovering just opened keeps it open; a second click
                  // (or the first, for keyboard and touch users) toggles it.
                  onClick={() =>
                    setOpen(isOpen && open?.by === 'click' ? null : { id: item.id, by: 'click' })
                  }
                  className={`flex items-center gap-1 text-sm font-bold uppercase tracking-wide hover:underline aria-expanded:underline ${itemClassName}`}
                >
                  {item.title}
                  <Icon name="chevron" className="size-4" />
                </button>
                <div
                  id={panelId}
                  hidden={!isOpen}
                  className="nav-panel light-theme absolute inset-x-0 top-full z-40 border-t-4 border-accent shadow-xl"
                >
                  <NavPanel item={item} adSlot={adsEnabled ? getDropdownAdSlot(index) : null} />
                </div>
              </li>
            )
          })
        }
      </CachedList>
    </nav>
  )
}

function NavPanel({ item, adSlot }: { item: ShellNavItem; adSlot: string | null }) {
  return (
    <div className="mx-auto flex max-h-[calc(100vh-6rem)] max-w-7xl gap-10 overflow-y-auto px-6 py-8">
      {getNavColumns(item).map((column) => (
        // Long columns (a sport list) flow into two text columns so the panel stays short.
        <ul
          key={column.column}
          className={`min-w-48 flex-1 gap-8 ${column.items.length > 8 ? 'xl:columns-2' : ''}`}
        >
          {column.items.map((child) => (
            <li key={child.id} className="break-inside-avoid">
              <NavPanelLink item={child} />
            </li>
          ))}
        </ul>
      ))}
      {adSlot ? <AdSlot name={adSlot} size="dropdown" /> : null}
    </div>
  )
}
