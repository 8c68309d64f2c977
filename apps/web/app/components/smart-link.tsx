import { isExternalPath } from '@fieldhouse/domain/external-paths'
import { isInternalUrl } from '@fieldhouse/domain/navigation'

type SmartLinkProps = {
  url: string
  children: React.ReactNode
  openInNewWindow?: boolean
  className?: string
  onClick?: () => void
  /** For menus, whose own container navigates every link: no route discovery for the page. */
  plain?: boolean
}

// SPEC.md 2.4: a url with a single leading slash is internal (client-side navigation); any
// other, protocol-relative included, is an ordinary external link. Internal links are plain
// anchors marked for React Router's route discovery (data-discover, as <Link> marks them): the
// page shell navigates and prefetches them (use-delegated-navigation.ts, use-link-intent.tsx),
// which costs a page's render nothing per link. A path served outside the application (SPEC
// 2.1: /watch, /galleries ...) is a plain anchor, a full navigation like another site's link.
export function SmartLink({
  url,
  children,
  openInNewWindow,
  className,
  onClick,
  plain,
}: SmartLinkProps) {
  return (
    <a
      href={url}
      className={className}
      onClick={onClick}
      target={openInNewWindow ? '_blank' : undefined}
      rel={openInNewWindow ? 'noopener noreferrer' : undefined}
      data-discover={!plain && isInternalUrl(url) && !isExternalPath(url) ? 'true' : undefined}
    >
      {children}
      {openInNewWindow ? <span className="sr-only"> (opens in a new window)</span> : null}
    </a>
  )
}
