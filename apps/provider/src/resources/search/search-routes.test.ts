import { SearchResponseSchema, type SearchHitResource } from '@fieldhouse/contract/search'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'
import { toMatchQuery } from './search-query'

const provider = openTestApp()

const search = async (query: string, tenant = 'demo') =>
  SearchResponseSchema.parse(await provider.getJson(`/api/v2/Search?${query}`, { tenant }))
const q = (text: string, more = '') => `searchText=${encodeURIComponent(text)}${more}`

test.each([
  ['owls', '"owls"*'],
  ['  Owls   soccer ', '"Owls" "soccer"*'],
  ['"owls" OR NEAR(a b) -x col:y *', '"owls" "OR" "NEAR" "a" "b" "x" "col" "y"'],
  ["'; drop table stories; --", '"drop" "table" "stories"*'],
  ['<script>alert(1)</script>', '"script" "alert" "1" "script"*'],
  ['Müller', '"Müller"*'],
  ['a', '"a"'],
  ['*** "" ()', null],
])('%j is the query %j', (text, expected) => {
  expect(toMatchQuery(text)).toBe(expected)
})

test('words from a query of twelve and more: the first twelve', () => {
  const words = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ')
  expect(toMatchQuery(words)?.split(' ')).toHaveLength(12)
})

test('a player is found by name, a prefix while typing, and without the accents', async () => {
  const roster = await search(q('football', '&type=player&$pageSize=1'))
  const player = roster.items[0] as Extract<SearchHitResource, { kind: 'player' }>
  expect(player.kind).toBe('player')
  const byName = await search(q(`${player.firstName} ${player.lastName}`, '&type=player'))
  expect(byName.items.map((hit) => hit.id)).toContain(player.id)
  const typing = await search(
    q(`${player.firstName} ${player.lastName.slice(0, 3)}`, '&type=player'),
  )
  expect(typing.items.map((hit) => hit.id)).toContain(player.id)
  expect(player.sport?.globalSportNameSlug).toBe('football')
})

test('hits are ranked, grouped by kind and paged; snippets mark the words', async () => {
  const all = await search(q('football', '&$pageSize=5'))
  expect(all.items).toHaveLength(5)
  expect(all.groups.map((group) => group.kind)).toEqual(
    expect.arrayContaining(['story', 'player', 'game']),
  )
  expect(all.total).toBe(all.groups.reduce((sum, group) => sum + group.total, 0))
  expect(all.pages).toBe(Math.ceil(all.total / 5))
  const stories = await search(q('football', '&type=story&$pageIndex=1&$pageSize=5'))
  expect(stories.page).toBe(1)
  expect(stories.items.every((hit) => hit.kind === 'story')).toBe(true)
  expect(stories.total).toBe(all.groups.find((group) => group.kind === 'story')?.total)
  const marked = stories.items.filter((hit) => /\u0002football\u0003/i.test(hit.snippet))
  expect(marked.length).toBeGreaterThan(0)
  for (const hit of stories.items) {
    if (hit.kind !== 'story') continue
    expect(hit.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(hit.slug).toMatch(/^[a-z0-9-]+$/)
  }
})

test('games carry what their address needs; a coach is a coach', async () => {
  const games = await search(q('football', '&type=game&$pageSize=3'))
  const game = games.items[0]
  expect(game).toMatchObject({ kind: 'game', sport: { globalSportNameSlug: 'football' } })
  if (game?.kind === 'game') expect(game.season).toMatch(/^\d{4}/)
  const coaches = await search(q('head coach', '&type=coach'))
  expect(coaches.total).toBeGreaterThan(0)
  expect(coaches.items.every((hit) => hit.kind === 'coach')).toBe(true)
})

test('operators, SQL, HTML and punctuation are words or nothing, never an error', async () => {
  for (const text of [
    '"owls',
    'NEAR(',
    "'; drop table stories; --",
    '<b>owls</b>',
    '***',
    'é'.repeat(500),
  ]) {
    const response = await provider.get(`/api/v2/Search?${q(text)}`)
    expect(response.status).toBe(200)
    SearchResponseSchema.parse(await response.json())
  }
  expect((await search(q('***'))).items).toEqual([])
  expect((await search(q('zzzzqqqxxy'))).total).toBe(0)
})

testStatuses(provider, [
  ['/api/v2/Search', 400],
  ['/api/v2/Search?searchText=%20%20', 400],
  ['/api/v2/Search?searchText=owls&type=planet', 400],
  ['/api/v2/Search?searchText=owls&$pageSize=0', 400],
  ['/api/v2.1/search?SEARCHTEXT=owls', 200],
])

test('each tenant finds only its own', async () => {
  const demo = await search(q('football', '&type=player&$pageSize=100'))
  const other = await search(q('football', '&type=player&$pageSize=100'), 'lakeside')
  const demoIds = new Set(demo.items.map((hit) => hit.id))
  expect(other.items.some((hit) => demoIds.has(hit.id))).toBe(false)
  expect((await provider.get('/api/v2/Search?searchText=owls', { tenant: null })).status).toBe(400)
})

// Issue 35: the words spoken in an episode or a video find it, at the cue that says them. Each
// word below is spoken in one demo file only and written nowhere else.
type EpisodeHit = Extract<SearchHitResource, { kind: 'episode' }>

test('a word spoken in a podcast episode finds the episode, once, at the cue that says it', async () => {
  const found = await search(q('tutors'))
  expect(found.items).toHaveLength(1)
  const hit = found.items[0] as EpisodeHit
  expect(hit).toMatchObject({ kind: 'episode', podcastSlug: expect.any(String) })
  // "Tutors after road trips." (academic-center.transcript.vtt, cue 4 at 00:00:17.902)
  expect(hit.start).toBeCloseTo(17.902, 3)
  expect(hit.audioUrl).toMatch(/^\/media\/demo\/podcasts\/[\w-]+\.mp3$/)
  expect(hit.snippet).toMatch(/\u0002Tutors\u0003/)
  expect(found.groups).toEqual([{ kind: 'episode', total: 1 }])
})

test('a word of an episode said in several cues is one hit, its title row found without a start', async () => {
  // "Casey Brooks" hosts every episode: one hit per episode, not one per cue.
  const spoken = await search(q('listening', '&type=episode&$pageSize=100'))
  const ids = spoken.items.map((hit) => hit.id)
  expect(new Set(ids).size).toBe(ids.length)
  expect(spoken.total).toBe(ids.length)
  const [episode] = (await search(q('tutors'))).items
  const titled = await search(q(episode?.title ?? '', '&type=episode'))
  expect(titled.items[0]).toMatchObject({ id: episode?.id, title: episode?.title, start: null })
})

test('a word spoken in a video finds it at its cue; a locked episode is not heard', async () => {
  // "Families line the touchline as each name is read." (womens-soccer-senior-day, cue 2)
  const found = await search(q('touchline'))
  expect(found.items).toEqual([
    expect.objectContaining({ kind: 'video', title: expect.stringMatching(/senior day/i) }),
  ])
  expect((found.items[0] as { start: number }).start).toBeCloseTo(5.761, 3)
  // Locked and blacked-out episodes keep their words out of the index (/media refuses them).
  const all = await search(q('listening', '&type=episode&$pageSize=100'))
  expect(all.total).toBeGreaterThan(0)
  for (const hit of all.items as EpisodeHit[]) expect(hit.audioUrl).not.toBeNull()
})
