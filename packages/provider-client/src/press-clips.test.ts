import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia } from './media-fixtures'

const sport = {
  id: 10,
  title: 'Football',
  abbreviation: 'FB',
  shortTitle: 'FB',
  shortname: 'football',
}
const wireClip = {
  id: 1,
  title: 'Column: Football deserves a national look',
  summary: 'The numbers say so.',
  link: 'https://prairie-courier.example/column',
  date: '2026-12-10T07:30:00',
  author: 'Priya Raman',
  image: null,
  source: { id: 66, title: 'The Prairie Courier', website: 'https://prairie-courier.example' },
  sport,
  sports: [sport],
  openInNewWindow: true,
  type: 'clipping',
}
const clip = {
  id: 1,
  title: 'Column: Football deserves a national look',
  summary: 'The numbers say so.',
  link: 'https://prairie-courier.example/column',
  opensInNewWindow: true,
  day: '2026-12-10',
  author: 'Priya Raman',
  source: { id: 66, title: 'The Prairie Courier', website: 'https://prairie-courier.example' },
  image: null,
  sports: [{ id: 10, title: 'Football', shortName: 'football', abbreviation: 'FB' }],
  type: 'clipping',
}

test('loadPressClips maps clips and sends every filter', async () => {
  const { client, requests } = setupMedia(() => jsonResponse(page([wireClip])))
  const query = { sportId: 10, type: 'coverage' as const, year: 2026, seasonYear: 2025 }
  expect(await client.loadPressClips({ ...query, pageIndex: 0, pageSize: 10 })).toEqual({
    status: 'ok',
    value: { items: [clip], total: 1, page: 0, pages: 1 },
  })
  expect(requests[0]?.url.search).toBe(
    '?$pageIndex=0&$pageSize=10&seasonYear=2025&sportId=10&type=coverage&year=2026',
  )
})

test.each([
  ['2026-12-10T7:30:00', '2026-12-10'],
  ['2026-12-10', '2026-12-10'],
  ['2026-12-11T03:00:00Z', '2026-12-10'],
  ['2026-02-30T07:30:00', null],
  ['soon', null],
])('a clip dated %s is of the day %s', async (date, day) => {
  const { client } = setupMedia(() => jsonResponse({ ...wireClip, date }))
  const result = await client.loadPressClip(1)
  expect(result.status === 'ok' && result.value.day).toBe(day)
})

test('loadPressClip: 204 missing; the filters degrade to []', async () => {
  const { client } = setupMedia((request) =>
    request.url.pathname.endsWith('/years')
      ? jsonResponse([{ value: 2026, name: '2026', statTitle: '2026' }])
      : emptyResponse(request.url.pathname.endsWith('/seasons') ? 500 : 204),
  )
  expect(await client.loadPressClip(5)).toEqual({ status: 'missing' })
  expect(await client.getPressClipYears()).toEqual([{ year: 2026, title: '2026' }])
  expect(await client.getPressClipSeasons()).toEqual([])
})
