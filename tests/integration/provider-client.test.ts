import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'

import { openProviderProcess } from './provider-process'

// The client against a real reference-provider process: the two halves of the contract meet.
const provider = openProviderProcess()
const silent = { warn: () => {}, error: () => {} }
const client = (tenant: string) =>
  createProviderClient({ baseUrl: provider.baseUrl, tenant, logger: silent, cache: false })

test('the demo tenant has at least 20 real sports and a non-sport entry, mapped to SPEC entities', async () => {
  const sports = await client('demo').getSports()
  expect(sports.filter((sport) => !sport.nonSport).length).toBeGreaterThanOrEqual(20)
  expect(sports.some((sport) => sport.nonSport)).toBe(true)
  const football = sports.find((sport) => sport.globalSportNameSlug === 'football')
  expect(football).toMatchObject({ shortTitle: null, url: null, title: 'Football' })
})

test('navigation has dropdown columns and the footer-links group with id 9', async () => {
  const navigation = await client('demo').getNavigation()
  expect(navigation.some((item) => item.columns.length > 0)).toBe(true)
  expect(navigation.find((item) => item.id === 9)?.items.length).toBeGreaterThan(0)
})

test('the sport navigation, settings, alerts, promotions and splash all answer', async () => {
  const demo = client('demo')
  const sports = await demo.getSports()
  const football = sports.find((sport) => sport.globalSportNameSlug === 'football')
  expect(football).toBeDefined()
  expect((await demo.getSportNavigation(football?.id)).length).toBeGreaterThan(0)
  expect((await demo.getSiteSettings())?.theme.siteName).toBeTruthy()
  expect((await demo.getActiveAlerts()).length).toBeGreaterThan(0)
  expect((await demo.getPromotion('footer_sponsors'))?.location.type).toBe('icons')
  expect(await demo.getPromotion('no_such_location')).toBeNull()
  expect((await demo.loadSplash({ sportId: football?.id ?? 0 })).status).toBe('ok')
  expect(await demo.getSeo()).not.toBeNull()
  expect(await demo.getTakeovers(0)).toBeInstanceOf(Array)
  expect(await demo.countImpressions([1, 2])).toEqual({ status: 'ok' })
})

test('tenants never see each other’s data', async () => {
  const demo = await client('demo').getSiteSettings()
  const lakeside = await client('lakeside').getSiteSettings()
  expect(demo?.theme.siteName).not.toBe(lakeside?.theme.siteName)
  const demoIds = new Set((await client('demo').getSports()).map((sport) => sport.id))
  const lakesideSports = await client('lakeside').getSports()
  expect(lakesideSports.length).toBeGreaterThan(0)
  expect(lakesideSports.some((sport) => demoIds.has(sport.id))).toBe(false)
})

test('an unknown tenant degrades to empty data instead of throwing', async () => {
  const unknown = client('no-such-tenant')
  expect(await unknown.getSports()).toEqual([])
  expect(await unknown.getNavigation()).toEqual([])
  expect(await unknown.getSiteSettings()).toBeNull()
})

test('health reports the provider as up', async () => {
  expect(await client('demo').health()).toEqual({ status: 'ok' })
})
