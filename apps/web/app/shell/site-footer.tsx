import { getFooterLinks } from '@fieldhouse/domain/navigation'
import type { Promotion } from '@fieldhouse/provider-client/promotions'
import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'

import { CachedList } from '~/components/cached-list'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { Icon } from '~/components/ui/icon'
import { Image } from '~/components/ui/image'
import { useDelegatedNavigation } from '~/components/use-delegated-navigation'
import type { ServerMarkup } from '~/render'
import type { SiteIdentity } from '~/utils/site-identity'

import type { ShellNavItem } from './nav-children'
import { SponsorStrip } from './sponsor-strip'

type SiteFooterProps = {
  site: SiteIdentity
  year: number
  navigation: ShellNavItem[]
  sponsors: Promotion | null
  /**
   * The school's facts (mascot, address, phone) and the department's accounts, made on the
   * server (footer-facts.server.tsx, footer-social.server.ts).
   */
  info: ServerMarkup | null
  onOpenSearch: () => void
}

// SPEC.md 2.4 footer: sponsors strip, university logo link, copyright with the current year,
// footer links (the navigation group with id 9), the school's address, phone and mascot, the
// department's social accounts and a search button, on the black theme.
export function SiteFooter({
  site,
  year,
  navigation,
  sponsors,
  info,
  onOpenSearch,
}: SiteFooterProps) {
  const footerLinks = getFooterLinks(navigation)
  const handleNavigation = useDelegatedNavigation()
  return (
    <footer className="mt-auto">
      <SponsorStrip promotion={sponsors} />
      <div className="default-black">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:flex-row md:items-start md:justify-between">
          <div className="space-y-4">
            {site.universityUrl ? (
              <a href={site.universityUrl} className="inline-block">
                {site.universityLogo ? (
                  <Image
                    src={site.universityLogo}
                    alt={site.universityName}
                    width={180}
                    height={60}
                    className="h-15 w-auto"
                  />
                ) : (
                  <span className="font-display text-xl font-black uppercase">
                    {site.universityName}
                  </span>
                )}
              </a>
            ) : null}
            <p className="text-sm text-ink-muted">
              © {year} {site.universityName}. All rights reserved.
            </p>
            {info ? <StaticHtml markup={info} /> : null}
          </div>
          {footerLinks.length > 0 ? (
            <nav aria-label="Footer" onClick={handleNavigation}>
              <CachedList
                className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3"
                cacheKey={navigation}
                variant="footer"
              >
                {() =>
                  footerLinks.map((link) => (
                    <li key={link.id}>
                      <SmartLink
                        plain
                        url={link.url}
                        openInNewWindow={link.openInNewWindow}
                        className="hover:underline"
                      >
                        {link.title}
                      </SmartLink>
                    </li>
                  ))
                }
              </CachedList>
            </nav>
          ) : null}
          <a
            href={SEARCH_PAGE_PATH}
            onClick={(event) => {
              event.preventDefault()
              onOpenSearch()
            }}
            className="inline-flex min-h-11 items-center gap-2 self-start font-bold uppercase hover:underline"
          >
            <Icon name="search" />
            Search
          </a>
        </div>
      </div>
    </footer>
  )
}
