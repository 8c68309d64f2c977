import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'

import type { NavigationItem } from '@fieldhouse/provider-client/navigation'
import type { Publication } from '@fieldhouse/provider-client/publications'

import { provider } from '~/utils/provider.server'

import { getSportResources, SportResources, toPublicationLinks } from './sport-resources.server'

const football = { id: 10, title: 'Football', globalSportNameSlug: 'football' }

const publication = (slug: string, sportIds: number[]) =>
  ({
    slug,
    title: slug.toUpperCase(),
    sports: sportIds.map((id) => ({ id, title: 'x', shortName: null, slug: `sport-${id}` })),
  }) as unknown as Publication

const signal = new AbortController().signal

afterEach(() => {
  vi.restoreAllMocks()
})

test('the sport’s newest publication and its filtered list; none of its own, no links', () => {
  const list = [
    publication('hoops-guide', [11]),
    publication('fb-guide', [10]),
    publication('fb-program', [10, 11]),
  ]
  expect(toPublicationLinks(football, list)).toEqual([
    {
      key: 'publication-newest',
      title: 'FB-GUIDE',
      detail: 'Newest publication',
      path: '/publications/fb-guide',
    },
    {
      key: 'publications',
      title: 'Media guides and publications',
      detail: '2 publications',
      path: '/publications?sport=sport-10',
    },
  ])
  expect(toPublicationLinks({ ...football, id: 99 }, list)).toEqual([])
})

test('moments and forms are linked only when the provider has some and the menu has not; a failing list adds nothing', async () => {
  vi.spyOn(provider, 'loadPublications').mockResolvedValue({ status: 'unavailable' })
  const moments = vi
    .spyOn(provider, 'loadMoments')
    .mockResolvedValue({ status: 'ok', value: { items: [], total: 3, page: 0, pages: 3 } })
  vi.spyOn(provider, 'loadSportForms').mockResolvedValue({
    status: 'ok',
    value: [
      { id: 102, title: 'Youth Camp' },
      { id: 113, title: 'Recruiting Questionnaire' },
    ],
  })
  // The sport's menu links the camp already: the page lists it there, not twice.
  vi.spyOn(provider, 'getSportNavigation').mockResolvedValue([
    {
      id: 1,
      title: 'Youth Camp',
      url: '/form/102',
      openInNewWindow: false,
      separator: false,
      columns: [],
      items: [],
      scheduleRosterNewsLinks: [],
    } as unknown as NavigationItem,
  ])
  const links = await getSportResources(football, signal)
  expect(moments).toHaveBeenCalledWith({ sportId: 10, pageIndex: 0, pageSize: 1 }, { signal })
  expect(links.map((link) => [link.title, link.path])).toEqual([
    ['Football moments', '/sports/football/moments'],
    ['Recruiting Questionnaire', '/form/113'],
  ])
  moments.mockResolvedValue({ status: 'ok', value: { items: [], total: 0, page: 0, pages: 0 } })
  vi.spyOn(provider, 'loadSportForms').mockResolvedValue({ status: 'unavailable' })
  expect(await getSportResources(football, signal)).toEqual([])
})

test('the section names the sport; without links there is none', () => {
  const html = renderToStaticMarkup(
    <SportResources
      title="Football"
      links={[
        { key: 'm', title: 'Football moments', detail: null, path: '/sports/football/moments' },
      ]}
    />,
  )
  expect(html).toMatch(/<h2 id="sport-resources-heading"[^>]*>More from Football<\/h2>/)
  expect(html).toMatch(/<a href="\/sports\/football\/moments"[^>]*>/)
  expect(renderToStaticMarkup(<SportResources title="Football" links={[]} />)).toBe('')
})
