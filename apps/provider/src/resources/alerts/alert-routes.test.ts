import { AlertsResponseSchema } from '@fieldhouse/contract/alerts'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

test('active alerts are the enabled ones, newest id first, expired ones included for the client to filter', async () => {
  const alerts = AlertsResponseSchema.parse(await provider.getJson('/api/v2/Alert/active'))
  expect(alerts.map((a) => [a.id, a.endDate])).toEqual([
    [3, '2099-12-31T23:59:59'],
    [1, '2021-04-01T00:00:00'],
  ])
  expect(alerts.every((a) => a.enabled)).toBe(true)
})
