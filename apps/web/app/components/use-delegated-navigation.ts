import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { isInternalUrl } from '@fieldhouse/domain/navigation'

// Menus hold well over a hundred links; as <Link> components they cost several milliseconds of
// every server render. Menus render plain anchors instead and this one handler, on their
// container, turns a plain click on an internal one into a client-side navigation.
export function useDelegatedNavigation() {
  const navigate = useNavigate()
  return useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      if (!(event.target instanceof Element)) return
      const anchor = event.target.closest('a')
      const href = anchor?.getAttribute('href')
      if (!anchor || !href || !isInternalUrl(href)) return
      if (anchor.target && anchor.target !== '_self') return
      if (anchor.hasAttribute('download')) return
      event.preventDefault()
      void navigate(href)
    },
    [navigate],
  )
}
