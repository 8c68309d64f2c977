import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { setupMedia, wirePublication } from './media-fixtures'

const publication = {
  id: '807',
  slug: 'gameday-program-7',
  title: 'Gameday Program',
  description: 'The official gameday program.',
  day: '2026-12-06',
  createdAt: new Date('2026-12-06T14:00:00Z'),
  updatedAt: new Date('2026-12-09T21:00:00Z'),
  cover: '/images/demo/media/publications/gameday-program-7.svg',
  file: '/media/demo/publications/gameday-program-7.pdf',
  embed: '/media/demo/publications/gameday-program-7.pdf',
  sports: [{ id: 11, title: "Men's Basketball", shortName: 'mbball', slug: 'mens-basketball' }],
}

test('loadPublications maps the heading and each publication; a broken one is left out', async () => {
  const broken = { ...wirePublication, id: '9', created_on: 'soon' }
  const { client, requests, logger } = setupMedia(() =>
    jsonResponse({ title: 'Publications', publications: [broken, wirePublication] }),
  )
  expect(await client.loadPublications({ sportId: 11 })).toEqual({
    status: 'ok',
    value: {
      title: 'Publications',
      description: null,
      image: null,
      showDates: true,
      enableSubscriptions: false,
      publications: [publication],
    },
  })
  expect(requests[0]?.url.search).toBe('?sportId=11')
  expect(logger.records.map((record) => record.obj.id)).toEqual(['9'])
})

test('loadPublication asks by slug; 204 and 404 are missing', async () => {
  const { client, requests } = setupMedia((request) =>
    request.url.pathname.endsWith('gameday-program-7')
      ? jsonResponse(wirePublication)
      : emptyResponse(request.url.pathname.endsWith('x') ? 404 : 204),
  )
  expect(await client.loadPublication('gameday-program-7')).toEqual({
    status: 'ok',
    value: publication,
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Publications/gameday-program-7')
  expect(await client.loadPublication('none')).toEqual({ status: 'missing' })
  expect(await client.loadPublication('x')).toEqual({ status: 'missing' })
})
