import { createContext, useContext, type ReactNode } from 'react'

/**
 * Returns the HTML of `render()` for this key and variant, rendering it only the first time.
 * Provided on the server only (entry.server.tsx); keys are data objects that live as long as a
 * provider answer (the menus), so entries go when the answer does.
 */
export type MarkupCache = (key: object, variant: string, render: () => ReactNode) => string

export const MarkupCacheContext = createContext<MarkupCache | null>(null)

type CachedListProps = {
  /** An object that is the same for as long as the list's markup is (the menu's items). */
  cacheKey: object
  /** Everything else the markup depends on, as a string. */
  variant: string
  className?: string
  children: () => ReactNode
}

/**
 * A <ul> whose items are rendered once per key on the server instead of on every request: the
 * menus hold some 400 elements on every page, a third of a page's render (docs/performance.md).
 * In the browser there is no cache and the items render as usual; hydration then finds exactly
 * the markup React writes for them, since React wrote it from the same components and props.
 * So the items must depend only on the key and variant: no router or shell context, no useId,
 * and the state they show is the initial one.
 */
export function CachedList({ cacheKey, variant, className, children }: CachedListProps) {
  const cache = useContext(MarkupCacheContext)
  if (!cache) return <ul className={className}>{children()}</ul>
  return (
    <ul
      className={className}
      dangerouslySetInnerHTML={{ __html: cache(cacheKey, variant, children) }}
    />
  )
}
