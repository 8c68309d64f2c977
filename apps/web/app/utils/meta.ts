import type { MetaDescriptor } from 'react-router'

import type { ShellData } from '~/shell/shell-data.server'

type MatchLike = { id: string; data?: unknown } | undefined

export function getShellFromMatches(matches: MatchLike[]): ShellData | undefined {
  const root = matches.find((match) => match?.id === 'root')
  return root?.data as ShellData | undefined
}

// Title, description and canonical link for one page. The canonical URL drops the query
// string: every page of SPEC.md 2.1 is addressed by its path.
export function pageMeta(options: {
  matches: MatchLike[]
  title: string
  description: string
  path: string
}): MetaDescriptor[] {
  const shell = getShellFromMatches(options.matches)
  const siteName = shell?.site.name ?? 'Athletics'
  const title = options.title === siteName ? siteName : `${options.title} | ${siteName}`
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: options.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:site_name', content: siteName },
  ]
  if (shell) {
    descriptors.push({
      tagName: 'link',
      rel: 'canonical',
      href: new URL(options.path, shell.siteUrl).href,
    })
  }
  return descriptors
}
