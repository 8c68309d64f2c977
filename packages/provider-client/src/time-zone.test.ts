import { expect, test } from 'vitest'
import { createTestClient } from './test-client'

import { createProviderClient } from './client'
import { emptyResponse, jsonResponse } from './fake-fetch'

// Local date-times are read in the tenant's time zone, a site setting (docs/decisions/010).
const ALERT = {
  id: 1,
  title: 'Snow',
  enabled: true,
  showOnWeb: true,
  endDate: '2026-01-15T18:00:00',
}
const settings = (timeZone: unknown) => ({
  siteConfig: { tenant: 'demo', clientName: 'Demo' },
  siteSettings: { timeZone },
  theme: {
    siteName: 'Demo',
    universityName: 'Demo U',
    primaryColor: '#000000',
    secondaryColor: '#ffffff',
    onPrimaryColor: '#ffffff',
    onSecondaryColor: '#000000',
  },
  features: {},
})

// Without `timeZone`, the client reads it from the site settings.
const clientWith = (settingsResponse: () => Response, timeZone?: string) =>
  createTestClient(
    ({ url }) =>
      url.pathname.endsWith('/common/settings') ? settingsResponse() : jsonResponse([ALERT]),
    { timeZone },
  )

test.each([
  ['America/Chicago', '2026-01-16T00:00:00.000Z'],
  ['Europe/London', '2026-01-15T18:00:00.000Z'],
  ['no such zone', '2026-01-15T23:00:00.000Z'],
  [null, '2026-01-15T23:00:00.000Z'],
])('with the tenant zone %s an alert ending at 18:00 ends at %s', async (zone, instant) => {
  const { client } = clientWith(() => jsonResponse(settings(zone)))
  const [alert] = await client.getActiveAlerts()
  expect(alert?.endDate?.toISOString()).toBe(instant)
})

test('settings that fail to load leave the documented default, America/New_York', async () => {
  const { client } = clientWith(() => emptyResponse(500))
  const [alert] = await client.getActiveAlerts()
  expect(alert?.endDate?.toISOString()).toBe('2026-01-15T23:00:00.000Z')
})

test('a zone given to the client wins, without asking for the settings', async () => {
  const { client, requests } = clientWith(
    () => jsonResponse(settings('Europe/London')),
    'Asia/Tokyo',
  )
  const [alert] = await client.getActiveAlerts()
  expect(alert?.endDate?.toISOString()).toBe('2026-01-15T09:00:00.000Z')
  expect(requests.map((request) => request.url.pathname)).toEqual(['/api/v2/Alert/active'])
})

test('a zone given to the client must be a real one', () => {
  expect(() =>
    createProviderClient({ baseUrl: 'http://p.test', tenant: 'd', timeZone: 'Mars/Base' }),
  ).toThrow(TypeError)
})
