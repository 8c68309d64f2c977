import type { Publication } from '@fieldhouse/provider-client/publications'

import { LinkCardSection, type LinkCard } from '~/components/ui/link-cards'
import { formPath } from '~/paths/forms'
import { momentsPath } from '~/paths/moments'
import { publicationPath, publicationsPath } from '~/paths/publications'
import { flattenNavLinks, toShellNavItem } from '~/shell/nav-children'
import { provider } from '~/utils/provider.server'

// A sport home's "More from {sport}" (issue 33 §1): the sport's own pages that are not in its
// menu for every sport alike, each linked only when the provider has something behind it, so no
// link leads to a 404 or an empty page: its publications and media guides (the filtered list and
// the newest one), its moments, and its forms (camps, the recruiting questionnaire). A link the
// sport's menu has already is left out: the page lists the menu under "{sport} pages". Its files
// and documents are the section above it (file-list.server.tsx). Server markup: no JavaScript.
// Each list is secondary (SPEC.md 8): one that cannot be read only leaves its links out.

export type ResourceLink = LinkCard

type ResourcesSport = { id: number; title: string; globalSportNameSlug: string }

/** The newest publication of the sport first; the list's filter is the sport's slug there. */
export function toPublicationLinks(
  sport: ResourcesSport,
  publications: readonly Publication[],
): ResourceLink[] {
  const own = publications.flatMap((publication) => {
    const entry = publication.sports.find((item) => item.id === sport.id && item.slug)
    return entry?.slug ? [{ publication, filter: entry.slug }] : []
  })
  const [newest] = own
  if (!newest) return []
  return [
    {
      key: 'publication-newest',
      title: newest.publication.title,
      detail: 'Newest publication',
      path: publicationPath(newest.publication.slug),
    },
    {
      key: 'publications',
      title: 'Media guides and publications',
      detail: own.length === 1 ? '1 publication' : `${own.length} publications`,
      path: publicationsPath(newest.filter),
    },
  ]
}

export async function getSportResources(
  sport: ResourcesSport,
  signal: AbortSignal,
): Promise<ResourceLink[]> {
  const [publications, moments, forms, menu] = await Promise.all([
    // The whole list, as the publications page reads it (one cached answer for both).
    provider.loadPublications({}, { signal }),
    provider.loadMoments({ sportId: sport.id, pageIndex: 0, pageSize: 1 }, { signal }),
    provider.loadSportForms(sport.id, { signal }),
    // The shell's call: what the sport's menu links, the page lists under "{sport} pages".
    provider.getSportNavigation(sport.id, { signal }),
  ])
  const inMenu = new Set(flattenNavLinks(menu.map(toShellNavItem)).map((link) => link.url))
  const links: ResourceLink[] = [
    ...(publications.status === 'ok'
      ? toPublicationLinks(sport, publications.value.publications)
      : []),
    ...(moments.status === 'ok' && moments.value.total > 0
      ? [
          {
            key: 'moments',
            title: `${sport.title} moments`,
            detail: 'The plays and days fans remember',
            path: momentsPath(sport.globalSportNameSlug),
          },
        ]
      : []),
    ...(forms.status === 'ok' ? forms.value : []).map((form) => ({
      key: `form-${form.id}`,
      title: form.title,
      detail: 'Form',
      path: formPath('public', form.id),
    })),
  ]
  return links.filter((link) => !inMenu.has(link.path))
}

/** The section; null when the sport has none of these (no empty section). */
export function SportResources({ title, links }: { title: string; links: ResourceLink[] }) {
  if (links.length === 0) return null
  return (
    <LinkCardSection
      id="sport-resources-heading"
      heading={`More from ${title}`}
      cards={links}
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
    />
  )
}
