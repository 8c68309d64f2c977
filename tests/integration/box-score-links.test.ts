import { expect, test } from 'vitest'

import { boxScorePath } from '../../apps/web/app/paths/games'
import { toGameView } from '../../apps/web/app/components/games/game-view'

import { openWebModules } from './provider-process'

// Every box-score link the website gives for a game of the demo tenant leads to a box score: a
// crawl from the home page once found 404s behind the schedule's links (tennis, swimming,
// wrestling keep no box scores, decision 016). The website's own loaders run against a real
// reference-provider process: the schedule pages of every sport and season, the rows of
// cross-sport listings (scoreboard, home page) and the calendar feeds make the links; the box
// score page's loader must then answer them without a 404 or a redirect (a season or opponent
// segment it would spell otherwise).
async function importWeb() {
  const [client, schedule, boxScore, addresses, calendar] = await Promise.all([
    import('../../apps/web/app/utils/provider.server'),
    import('../../apps/web/app/components/games/schedule.server'),
    import('../../apps/web/app/routes/sports/boxscore/boxscore.server'),
    import('../../apps/web/app/components/games/game-addresses.server'),
    import('../../apps/web/app/endpoints/calendar-feeds/calendar-events.server'),
  ])
  return {
    provider: client.provider,
    loadSchedulePage: schedule.loadSchedulePage,
    loadBoxScorePage: boxScore.loadBoxScorePage,
    getGameAddresses: addresses.getGameAddresses,
    toLinkedGameViews: addresses.toLinkedGameViews,
    toCalendarEvent: calendar.toCalendarEvent,
  }
}

const web = openWebModules(importWeb)

const SITE_URL = 'https://site.test'
const BOX_SCORE = /^\/sports\/([^/]+)\/stats\/([^/]+)\/([^/]+)\/boxscore\/([^/]+)$/
const signal = () => AbortSignal.timeout(30_000)

type Listing = 'schedule' | 'game row' | 'calendar feed'

/** The box-score links of every listing, each with where it was first found. */
async function collectLinks() {
  const links = new Map<string, string>()
  const counts: Record<Listing, number> = { schedule: 0, 'game row': 0, 'calendar feed': 0 }
  const add = (url: string | null | undefined, listing: Listing, where: string) => {
    if (!url) return
    counts[listing] += 1
    if (!links.has(url)) links.set(url, `${where} ${listing}`)
  }
  const sports = await web().provider.loadSports({ signal: signal() })
  if (sports.status !== 'ok') throw new Error(`loadSports: ${sports.status}`)
  for (const sport of sports.value) {
    const slug = sport.globalSportNameSlug
    const seasons = await web().provider.getRelatedSeasons(sport.id, { signal: signal() })
    for (const season of seasons) {
      const page = await web().loadSchedulePage(
        { slug, season: season.title },
        { filter: null },
        signal(),
        (s, title) => `/sports/${s}/schedule/${title ?? ''}`,
      )
      for (const month of page.months)
        for (const game of month.games)
          for (const link of game.links)
            if (link.kind === 'boxscore') add(link.url, 'schedule', `${slug} ${season.title}`)
    }
    const games = await web().provider.loadGames({ sportId: sport.id }, { signal: signal() })
    if (games.status !== 'ok') continue
    for (const view of await web().toLinkedGameViews(games.value, signal()))
      for (const link of view.links) if (link.kind === 'boxscore') add(link.url, 'game row', slug)
    const { seasonOf, slugOf } = await web().getGameAddresses(games.value, signal())
    const context = { siteUrl: SITE_URL, host: 'site.test', seasonOf, slugOf }
    for (const game of games.value) {
      const description = web().toCalendarEvent(game, context)?.description ?? ''
      const url = /^Box score: (\S+)$/m.exec(description)?.[1]
      add(url?.replace(SITE_URL, ''), 'calendar feed', slug)
    }
  }
  return { links, counts }
}

/** What a loader answers: 200, or the status it throws (a redirect's Response, a 404's data). */
async function statusOf(load: () => Promise<unknown>): Promise<number> {
  try {
    await load()
    return 200
  } catch (error) {
    if (error instanceof Response) return error.status
    const init = (error as { init?: { status?: number } } | null)?.init
    if (init?.status) return init.status
    throw error
  }
}

/** What the box score page answers for a link. */
function answerOf(path: string): Promise<number> {
  const [, slug, season, oppSlug, gameId] = BOX_SCORE.exec(path) ?? []
  return statusOf(() => web().loadBoxScorePage({ slug, season, oppSlug, gameId }, signal()))
}

test('every box-score link of the demo tenant leads to its box score', async () => {
  const { links, counts } = await collectLinks()
  // Each listing links the box scores of every season's played games (about 1,200 in the demo).
  for (const count of Object.values(counts)) expect(count).toBeGreaterThan(500)
  const broken: string[] = []
  const paths = [...links.keys()]
  // A few at a time: the provider builds each box score when asked.
  for (let i = 0; i < paths.length; i += 8) {
    const batch = paths.slice(i, i + 8)
    const answers = await Promise.all(batch.map(answerOf))
    batch.forEach((path, j) => {
      if (answers[j] !== 200) broken.push(`${answers[j]} ${path} (${links.get(path)})`)
    })
  }
  expect(broken).toEqual([])
}, 300_000)

// A real provider may flag a box score it then cannot serve (204): the page that link leads to
// shows the game's result instead of a 404. The demo's tennis games have no box score at all.
test('a decided game without a box score has a page with its result', async () => {
  const games = await web().provider.loadGames({ sportId: 25 }, { signal: signal() })
  if (games.status !== 'ok') throw new Error(`loadGames: ${games.status}`)
  const game = games.value.find((entry) => entry.result && entry.scheduleId !== null)
  if (!game) throw new Error('no decided tennis game')
  const { seasonOf } = await web().getGameAddresses([game], signal())
  const path = boxScorePath('womens-tennis', seasonOf(game) ?? '', game.opponent?.name, game.id)
  const [, slug, season, oppSlug, gameId] = BOX_SCORE.exec(path) ?? []
  const page = await web().loadBoxScorePage({ slug, season, oppSlug, gameId }, signal())
  expect(page.box).toBeNull()
  expect(page.game?.row?.result).toEqual(toGameView(game).result)
  // An upcoming game still has no box score page.
  const upcoming = games.value.find((entry) => !entry.result && entry.scheduleId !== null)
  if (!upcoming) throw new Error('no upcoming tennis game')
  const next = boxScorePath('womens-tennis', season ?? '', upcoming.opponent?.name, upcoming.id)
  expect(await answerOf(next)).toBe(404)
})
