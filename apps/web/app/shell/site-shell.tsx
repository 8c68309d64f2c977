import { Suspense, lazy, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import { getDesktopNavItems } from '@fieldhouse/domain/navigation'

import { useImpressionQueue } from '~/components/promotions/impression-queue'
import { RotatorProvider, useRotatorRegistry } from '~/components/promotions/rotator-control'
import { APP_LINK_SELECTOR, useDelegatedNavigation } from '~/components/use-delegated-navigation'
import { useLinkIntent } from '~/components/use-link-intent'

import { AdSlot } from './ad-slot'
import { useAds } from './ads/use-ads'
import { AlertArea } from './alert-area'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLinks } from './skip-links'
import { SportNav } from './sport-nav'
import { useLayoutFlags } from './use-layout-flags'
import type { ShellData } from './use-shell'

// The mobile menu and the search overlay are needed only once a visitor opens one: their code
// loads then rather than with every page (docs/performance.md "JavaScript").
const MobileNav = lazy(() =>
  import('./mobile-nav').then(({ MobileNav }) => ({ default: MobileNav })),
)
const SearchOverlay = lazy(() =>
  import('./search-overlay').then(({ SearchOverlay }) => ({ default: SearchOverlay })),
)

type MobileMenu = 'closed' | 'navigation' | 'sport-navigation'

/** The page behind an overlay (the splash) is made inert through this element. */
export const SHELL_ROOT_ID = 'site-shell'

export function SiteShell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  const location = useLocation()
  const { isFullScreen, isFullWidth } = useLayoutFlags()
  const [mobileMenu, setMobileMenu] = useState<MobileMenu>('closed')
  const [isDesktopMenuOpen, setIsDesktopMenuOpen] = useState(false)
  const [isSportMenuOpen, setIsSportMenuOpen] = useState(false)
  const [isSearchOpen, setIsSearchOpen] = useState(false)
  const rotators = useRotatorRegistry()
  const impressions = useImpressionQueue()
  // Every app link of the page (SmartLink) is navigated and prefetched from here.
  const handleNavigation = useDelegatedNavigation(APP_LINK_SELECTOR)
  const intent = useLinkIntent()
  useAds(shell.ads)

  // SPEC.md 4: a route change closes the mobile menu.
  useEffect(() => setMobileMenu('closed'), [location.pathname])

  const main = (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none"
      // Without the shell around it, the page's own links are navigated from here.
      {...(isFullScreen ? { onClick: handleNavigation, ...intent.handlers } : {})}
    >
      {children}
    </main>
  )
  if (isFullScreen) {
    return (
      <RotatorProvider value={rotators.control}>
        <impressions.Provider value={impressions.queue}>
          <a href="#main-content" className="skip-link">
            Skip to main content
          </a>
          {main}
          {intent.prefetch}
        </impressions.Provider>
      </RotatorProvider>
    )
  }

  const sport = shell.currentSport
  const hasSportNav = sport !== null && shell.sportNavigation.length > 0
  const header = (
    <SiteHeader
      site={shell.site}
      navigation={shell.navigation}
      sportSlug={sport?.globalSportNameSlug ?? null}
      adsEnabled={shell.adsEnabled}
      isMenuOpen={mobileMenu === 'navigation'}
      onOpenMenu={() => setMobileMenu('navigation')}
      onOpenSearch={() => setIsSearchOpen(true)}
      onDesktopMenuChange={setIsDesktopMenuOpen}
    />
  )
  return (
    <RotatorProvider value={rotators.control}>
      <impressions.Provider value={impressions.queue}>
        <div
          id={SHELL_ROOT_ID}
          // The splash's inline script may make this element inert before hydration
          // (shell/splash-reveal.ts); React's development build would report that attribute.
          suppressHydrationWarning
          data-menu-open={
            isDesktopMenuOpen || isSportMenuOpen || mobileMenu !== 'closed' || undefined
          }
          data-sport-page={sport ? true : undefined}
          className="flex min-h-screen flex-col"
          onClick={handleNavigation}
          {...intent.handlers}
        >
          <SkipLinks
            hasRotator={rotators.hasRotator}
            isPaused={rotators.isPaused}
            onToggleRotators={rotators.toggleAll}
            hasTopAd={shell.adsEnabled}
          />
          <p role="status" className="sr-only">
            {rotators.message}
          </p>
          {shell.adsEnabled ? <MobileAd /> : null}
          {shell.adsEnabled ? (
            // The top ad is pinned with the header; the ad runtime moves the pair up by the ad's
            // height while scrolling down (SPEC.md 4), a transform that shifts nothing else.
            <div data-ad-pin className="sticky top-0 z-30 transition-transform">
              <AdSlot name="top" size="top" />
              <span id="after-top-ad" />
              {header}
            </div>
          ) : (
            header
          )}
          {sport && hasSportNav ? (
            <SportNav
              sport={sport}
              items={shell.sportNavigation}
              onOpenMobile={() => setMobileMenu('sport-navigation')}
              onDesktopMenuChange={setIsSportMenuOpen}
            />
          ) : null}
          <AlertArea alerts={shell.alerts} />
          <div className={isFullWidth ? 'w-full' : 'mx-auto w-full max-w-7xl px-4'}>{main}</div>
          <SiteFooter
            site={shell.site}
            year={shell.year}
            navigation={shell.navigation}
            sponsors={shell.sponsors}
            info={shell.footerInfo}
            onOpenSearch={() => setIsSearchOpen(true)}
          />
          {intent.prefetch}
        </div>
        <Suspense fallback={null}>
          {mobileMenu === 'navigation' ? (
            <MobileNav
              label="Menu"
              items={getDesktopNavItems(shell.navigation)}
              onClose={() => setMobileMenu('closed')}
            />
          ) : null}
          {mobileMenu === 'sport-navigation' && sport ? (
            <MobileNav
              label={`${sport.title} menu`}
              items={shell.sportNavigation}
              onClose={() => setMobileMenu('closed')}
            />
          ) : null}
          {isSearchOpen ? <SearchOverlay onClose={() => setIsSearchOpen(false)} /> : null}
        </Suspense>
      </impressions.Provider>
    </RotatorProvider>
  )
}

// SPEC.md 2.4/4/9: the header ad of phones, in a wrapper of at most 132 px. The ad code adds
// its close button (ads/ad-runtime.client.ts), which collapses the wrapper by marking the
// page root (html[data-mobile-ad-closed]).
function MobileAd() {
  return (
    <div
      data-mobile-ad
      className="relative max-h-[132px] overflow-hidden md:hidden [html[data-mobile-ad-closed]_&]:hidden"
    >
      <AdSlot name="mobile_header" size="mobile-header" />
    </div>
  )
}
