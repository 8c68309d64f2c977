import { beforeAll, expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'
import type { Roster } from '@fieldhouse/provider-client/rosters'

import { toPlayerUrl, toStaffUrl } from '../../apps/provider/src/resources/site-urls'
import { facilityPath } from '../../apps/web/app/paths/facilities'
import { playerBioPath, staffBioPath } from '../../apps/web/app/paths/roster'

import { openProviderProcess } from './provider-process'

// The reference provider fills the `url` fields of its responses with the website's addresses,
// as a real provider does (apps/provider/src/resources/site-urls.ts); the website builds its
// own with its builders and the domain's slug rule (components/*/…-paths.ts). The provider may
// not import the website's code, so it keeps a copy of the rule: these tests hold the two to the
// same answer for every person and facility of the demo tenant, so they cannot drift apart.
const provider = openProviderProcess()
let rosters: { slug: string; roster: Roster }[]

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${provider.baseUrl}/api/v2${path}`, { headers: { tenant: 'demo' } })
  expect(response.status, path).toBe(200)
  return response.json()
}

beforeAll(async () => {
  const silent = { warn: () => {}, error: () => {} }
  const client = createProviderClient({
    baseUrl: provider.baseUrl,
    tenant: 'demo',
    logger: silent,
    cache: false,
  })
  const sports = (await client.getSports()).filter((sport) => !sport.nonSport && sport.rosterId)
  rosters = []
  // One after another: at once, a loaded machine runs into the client's timeouts.
  for (const sport of sports) {
    const loaded = await client.loadSportRoster(sport.globalSportNameSlug, null)
    if (loaded.status !== 'ok') throw new Error(`${sport.globalSportNameSlug}: ${loaded.status}`)
    rosters.push({ slug: sport.globalSportNameSlug, roster: loaded.value })
  }
})

test("every demo player's url is the website's playerBioPath", async () => {
  const players = rosters.flatMap(({ slug, roster }) =>
    roster.players.map((player) => ({ slug, player })),
  )
  expect(rosters.length).toBeGreaterThanOrEqual(20)
  expect(players.length).toBeGreaterThan(200)
  // The provider's rule for every player's name...
  const differ = players.flatMap(({ slug, player }) => {
    const id = player.rosterPlayerId
    const [given, built] = [toPlayerUrl(slug, player, id), playerBioPath(slug, player, id)]
    return given === built ? [] : [`${player.lastName}: provider ${given}, website ${built}`]
  })
  expect(differ).toEqual([])
  // ...and, from every sport, a player as /Players/search answers (about 90 ms a search, too
  // slow for all of them): the url is built by that rule.
  for (const { slug, roster } of rosters) {
    const player = roster.players.find((entry) => !entry.hide)
    if (!player) continue
    const name = `${player.firstName} ${player.lastName}`
    const results = (await getJson(`/Players/search?searchText=${encodeURIComponent(name)}`)) as {
      id: number
      url?: string | null
    }[]
    const id = player.latestRosterPlayerId
    expect(results.find((result) => result.id === id)?.url, name).toBe(
      playerBioPath(slug, player, id),
    )
  }
})

test("every demo coach's and support staff member's url (/Staff/{id}) is the website's staffBioPath", async () => {
  const people = rosters.flatMap(({ slug, roster }) =>
    [...roster.coaches, ...roster.support].map((member) => ({ slug, member })),
  )
  expect(people.some(({ member }) => member.kind === 'coach')).toBe(true)
  expect(people.some(({ member }) => member.kind === 'support')).toBe(true)
  const differ: string[] = []
  for (const { slug, member } of people) {
    const built = staffBioPath(slug, member.kind, member, member.staffId)
    const rule = toStaffUrl(slug, member.kind, member, member.staffId)
    const given = ((await getJson(`/Staff/${member.staffId}`)) as { url?: string | null }).url
    if (given !== built || rule !== built) {
      differ.push(`${member.lastName}: provider ${given} (rule ${rule}), website ${built}`)
    }
  }
  expect(differ).toEqual([])
})

test("every demo facility's url (/Facilities) is the website's facilityPath", async () => {
  const page = (await getJson('/Facilities?$pageSize=100')) as {
    items: { id: number; title: string; url?: string | null }[]
  }
  expect(page.items.length).toBeGreaterThan(3)
  expect(page.items.map((facility) => facility.url)).toEqual(page.items.map(facilityPath))
})
