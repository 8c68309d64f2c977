import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { isExternalPath } from '@fieldhouse/domain/external-paths'
import { isInternalUrl } from '@fieldhouse/domain/navigation'

/** The internal links a whole region navigates: SmartLink marks them for route discovery. */
export const APP_LINK_SELECTOR = 'a[data-discover]'

// A <Link> costs about 30 µs of every server render (it resolves its path twice and sets up a
// click handler, a prefetch state and a navigate function); menus hold well over a hundred links
// and a home page several dozen. So links render as plain anchors, and one handler on their
// container turns a plain click on an internal one into a client-side navigation, as <Link>
// would (a link to the page itself replaces the history entry). Menus pass 'a': every link in
// them is a page; the page shell passes APP_LINK_SELECTOR, so anchors in rich text (files,
// other applications on the same host) still load as documents.
export function useDelegatedNavigation(selector = 'a') {
  const navigate = useNavigate()
  return useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      if (!(event.target instanceof Element)) return
      const anchor = event.target.closest(selector)
      const href = anchor?.getAttribute('href')
      if (!(anchor instanceof HTMLAnchorElement) || !href || !isInternalUrl(href)) return
      // Served outside the application (SPEC 2.1): the browser loads it as a document.
      if (isExternalPath(href)) return
      if (anchor.target && anchor.target !== '_self') return
      if (anchor.hasAttribute('download')) return
      event.preventDefault()
      const { pathname, search, hash } = window.location
      void navigate(href, { replace: href === pathname + search + hash })
    },
    [navigate, selector],
  )
}
