import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import { getDesktopNavItems, mobileSchedulePath } from '@fieldhouse/domain/navigation'
import { SIGNED_IN_HINT_COOKIE } from '@fieldhouse/domain/staff-session'
import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'

import { SmartLink } from '~/components/smart-link'
import { Icon } from '~/components/ui/icon'
import { Image } from '~/components/ui/image'
import type { EndpointPath } from '~/paths/endpoints'
import type { SiteIdentity } from '~/utils/site-identity'

import { DesktopNav } from './desktop-nav'
import type { ShellNavItem } from './nav-children'

// SPEC.md 9: the desktop header pins once the page is scrolled more than 1 px.
const HEADER_PIN_OFFSET_PX = 1

type SiteHeaderProps = {
  site: SiteIdentity
  navigation: ShellNavItem[]
  sportSlug: string | null
  adsEnabled: boolean
  isMenuOpen: boolean
  onOpenMenu: () => void
  onOpenSearch: () => void
  onDesktopMenuChange: (isOpen: boolean) => void
}

export function SiteHeader(props: SiteHeaderProps) {
  const { site, navigation, sportSlug, isMenuOpen } = props
  const isPinned = useIsPinned()
  const isSignedIn = useIsSignedIn()
  return (
    <header
      data-pinned={isPinned || undefined}
      className="on-primary sticky top-0 z-30 transition-shadow data-pinned:shadow-lg"
    >
      {/* The hidden heading naming the athletics site (SPEC.md 2.4); the page's h1 is its own. */}
      <h2 className="sr-only">{site.name}</h2>
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4">
        <SmartLink url="/" className="flex min-w-0 items-center gap-3 py-2">
          {site.logo ? (
            <Image
              src={site.logo}
              alt=""
              width={56}
              height={56}
              priority
              className="size-12 shrink-0 sm:size-14"
            />
          ) : null}
          <span className="line-clamp-2 font-display text-sm font-black uppercase leading-none tracking-tight sm:text-lg">
            {site.name}
            <span className="sr-only"> home</span>
          </span>
        </SmartLink>
        <div className="ml-auto flex shrink-0 items-center">
          <DesktopNav
            label="Main"
            items={getDesktopItems(navigation)}
            adsEnabled={props.adsEnabled}
            onOpenChange={props.onDesktopMenuChange}
          />
          <SmartLink
            url={mobileSchedulePath(sportSlug)}
            className="inline-flex min-h-11 items-center gap-1 px-2 text-sm font-bold uppercase lg:hidden"
          >
            <Icon name="calendar" />
            <span className="sr-only sm:not-sr-only">{sportSlug ? 'Schedule' : 'Calendar'}</span>
          </SmartLink>
          <a
            href={SEARCH_PAGE_PATH}
            onClick={(event) => {
              event.preventDefault()
              props.onOpenSearch()
            }}
            className="inline-flex size-11 items-center justify-center"
          >
            <Icon name="search" />
            <span className="sr-only">Search</span>
          </a>
          {isSignedIn ? (
            // Typed without endpointHref: the shell is on every page, and the helper would
            // bring its module into the shell chunk (the home page's budget has no room for it).
            <form method="post" action={'/logout' satisfies EndpointPath}>
              <button type="submit" className="min-h-11 px-2 text-sm font-bold uppercase">
                Sign out
              </button>
            </form>
          ) : null}
          <button
            type="button"
            aria-expanded={isMenuOpen}
            onClick={props.onOpenMenu}
            className="inline-flex size-11 items-center justify-center lg:hidden"
          >
            <Icon name="menu" className="size-6" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
    </header>
  )
}

// One desktop list per navigation answer, so the server's markup cache for it (DesktopNav) hits.
const desktopItems = new WeakMap<ShellNavItem[], ShellNavItem[]>()

function getDesktopItems(navigation: ShellNavItem[]): ShellNavItem[] {
  let items = desktopItems.get(navigation)
  if (!items) {
    items = getDesktopNavItems(navigation)
    desktopItems.set(navigation, items)
  }
  return items
}

// SPEC.md 9: the header pins after scrolling more than 1 px.
function useIsPinned(): boolean {
  const [isPinned, setIsPinned] = useState(false)
  useEffect(() => {
    const update = () => setIsPinned(window.scrollY > HEADER_PIN_OFFSET_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return isPinned
}

// A signed-in editor gets a sign-out in the header of every page (issue 18). Public pages are
// cached and shared, rendered without the visitor's cookies, so the server cannot say who is
// signed in: the browser reads the hint cookie set beside the session (SIGNED_IN_HINT_COOKIE),
// again after each navigation, since signing in or out may have happened since.
function useIsSignedIn(): boolean {
  const [isSignedIn, setIsSignedIn] = useState(false)
  const { key } = useLocation()
  useEffect(() => {
    setIsSignedIn(document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`))
  }, [key])
  return isSignedIn
}
