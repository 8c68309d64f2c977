import { Link } from 'react-router'

import { isInternalUrl } from '@fieldhouse/domain/navigation'

type SmartLinkProps = {
  url: string
  children: React.ReactNode
  openInNewWindow?: boolean
  className?: string
  onClick?: () => void
  /** A plain anchor even for internal URLs: for menus, whose container handles navigation. */
  plain?: boolean
}

// SPEC.md 2.4: a url with a single leading slash is internal (client-side navigation); any
// other, protocol-relative included, is an ordinary external link.
export function SmartLink({
  url,
  children,
  openInNewWindow,
  className,
  onClick,
  plain,
}: SmartLinkProps) {
  const newWindow = openInNewWindow
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : { target: undefined, rel: undefined }
  const newWindowHint = openInNewWindow ? (
    <span className="sr-only"> (opens in a new window)</span>
  ) : null
  if (isInternalUrl(url) && !plain) {
    return (
      <Link to={url} prefetch="intent" className={className} onClick={onClick} {...newWindow}>
        {children}
        {newWindowHint}
      </Link>
    )
  }
  return (
    <a href={url} className={className} onClick={onClick} {...newWindow}>
      {children}
      {newWindowHint}
    </a>
  )
}
