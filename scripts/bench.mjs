// `npm run bench`: build, start the provider and two production websites (page cache on, and
// off so every request is a full render), warm them, then print per page, in one run:
// - requests/s and p50/p99 latency served from the page cache, and as a full render;
// - the ceiling: a bare node:http server sending the very same status, headers and body as the
//   cached answer, and the cached answer's share of it;
// - hostile mixes: random utm_* values on `/`, a flood of random unknown paths (each answered
//   with a redirect to /404), of random /404?path= values (each a 404 page) and of random
//   searches (each a page rendered and stored);
// - the page's HTML and hydration bytes and the size of the JavaScript it loads: gzip (level 9,
//   the budget's measure) and as the site sends it to a browser that accepts brotli.
// Figures only: nothing here passes or fails. BENCH_DURATION_S and BENCH_CONNECTIONS override;
// `npm run bench -- home 404` measures only the pages (and mixes) whose names contain those words.
// 'home (ads+tags)' is the home page of a second pair of websites (cached and full render) with
// adverts and tracking tags configured against the browser specs' loopback stand-ins
// (apps/web/tests/e2e/stand-in-site.mjs: a provider of its own whose demo tenant has htlbid,
// nativo and a tracking tag), beside 'home' without them; its row also weighs the third-party
// scripts that site makes the browser load (the stand-ins', so the figure is of the wiring, not
// of a real ad network). `npm run bench -- home` measures both. BENCH_PORT_OFFSET moves every
// port it uses, so benches of two checkouts (or beside the browser tests) do not collide.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { startAdsAndTagsProvider } from '../apps/web/tests/e2e/stand-in-site.mjs'
import { measureLiveDelay } from './live-delay.mjs'
import {
  run,
  runToEnd,
  startMeasuredProvider,
  startMeasuredWebsite,
  stopAll,
} from './processes.mjs'

const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4200 + PORT_OFFSET
const CACHED_PORT = 3200 + PORT_OFFSET
const RENDER_PORT = 3201 + PORT_OFFSET
const CEILING_PORT = 3299 + PORT_OFFSET
// The 'ads+tags' site (started only when one of its pages is chosen): its provider, the ad and
// tag stand-ins, and its two websites.
const ADS_PROVIDER_PORT = 4202 + PORT_OFFSET
const ADS_STAND_IN_PORT = 4211 + PORT_OFFSET
const TAGS_STAND_IN_PORT = 4212 + PORT_OFFSET
const ADS_CACHED_PORT = 3202 + PORT_OFFSET
const ADS_RENDER_PORT = 3203 + PORT_OFFSET
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const cached = `http://127.0.0.1:${CACHED_PORT}`
const rendered = `http://127.0.0.1:${RENDER_PORT}`
const SITES = {
  plain: { cached, rendered },
  ads: {
    cached: `http://127.0.0.1:${ADS_CACHED_PORT}`,
    rendered: `http://127.0.0.1:${ADS_RENDER_PORT}`,
  },
}
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home (ads+tags)', path: '/', site: 'ads' },
  { name: 'sport home', path: '/sports/football' },
  // Its video strip filtered to captioned videos (issue 35).
  { name: 'sport home (captioned)', path: '/sports/football?captions=only' },
  { name: 'facilities list', path: '/facilities' },
  // The first seeded facility's address, read from the provider once it is up.
  { name: 'facility page', path: null },
  { name: '404', path: '/404?path=%2Fno-such-page' },
  { name: 'football roster', path: '/sports/football/roster' },
  // The first player on it, read from the roster page once the site is up.
  { name: 'roster bio', path: null },
  // Football's head coach, read from the roster page like the player.
  { name: 'coach bio', path: null },
  { name: 'coaching records', path: '/sports/football/coaches/year' },
  // A full season: baseball plays 40 games and more.
  { name: 'baseball schedule', path: '/sports/baseball/schedule' },
  // The first box score linked from the men's basketball schedule, read once the site is up.
  { name: 'box score', path: null },
  // Football's season statistics: the most players, six tables.
  { name: 'cumulative stats', path: '/sports/football/stats' },
  // The reference provider's live demo game (decision record 016).
  { name: 'game center', path: '/game-center/900000001' },
  // Honors (issue 20): a page of awards, the hall of fame's plaques, an inductee's bio.
  { name: 'awards', path: '/awards' },
  { name: 'hall of fame', path: '/honors' },
  { name: 'inductee', path: '/honors/hall-of-fame/ray-brekke/3088' },
  // The list; the series is the first opponent linked from it, read once the site is up.
  { name: 'opponent history', path: '/sports/mens-basketball/opponent-history' },
  { name: 'opponent series', path: null },
  // The sign-in form: a private page, rendered for every request (the cached column is a render
  // too: private pages never enter the page cache, docs/decisions/019).
  { name: 'login', path: '/login' },
  // The longest demo form: the camp registration (every control kind, payment, conditions).
  { name: 'form', path: '/form/102' },
  // Every sport's games of a busy month of the demo tenant (decision record 018).
  { name: 'calendar month', path: '/calendar?month=2026-09' },
  // A common word: the grouped overview asks the provider's full-text index seven times.
  { name: 'search query', path: '/search?q=football' },
  // The longest of the 100 newest stories (body and blocks), read from the provider once it is up.
  { name: 'long story', path: null },
  // A sport's story archive filtered by a season, and a tag's stories.
  { name: 'archives', path: '/sports/football/archives?season=2025-26' },
  { name: 'tag stories', path: '/tags/game-recap' },
  // A day with stories of several years and a milestone; the first page of clippings.
  { name: 'on this day', path: '/on-this-day?day=3&month=9' },
  { name: 'clippings', path: '/clippings' },
  // A podcast's first page of ten episodes, each with its player or the reason it has none.
  { name: 'podcast', path: '/podcasts/owls-insider/31' },
  // The all-access player (issue 35): the demo's football highlights, its captions and audio
  // description woven into the transcript; and an episode's transcript as plain text.
  { name: 'video embed', path: '/showcase/embed.aspx?archive=15101' },
  { name: 'transcript text', path: null },
  // Every publication's cover and PDF, one publication, and a sport's public file (issue 19).
  { name: 'publications', path: '/publications' },
  { name: 'publication page', path: '/publications/2026-27-mens-basketball-gameday-program-7' },
  { name: 'sport file', path: '/sports/2026/12/9/depth-chart.pdf' },
  // The staff directory (issue 20): everyone by department (200-odd people), a directory bio.
  { name: 'staff directory', path: '/staff-directory' },
  { name: 'staff bio', path: '/staff-directory/bernard-heidenreich/30000' },
  // The fans' pages (issue 20): every sport's tickets, the sponsors, every team's accounts.
  { name: 'tickets', path: '/tickets' },
  { name: 'partners', path: '/partners' },
  { name: 'social accounts', path: '/social-accounts' },
]
/** The address of the longest of the newest stories: its body's HTML or blocks, measured. */
async function findLongestStory() {
  const ask = async (path) =>
    (
      await fetch(`http://127.0.0.1:${PROVIDER_PORT}/api/v2${path}`, {
        headers: { tenant: 'demo' },
      })
    ).json()
  const { items } = await ask('/Stories?$pageSize=100')
  const sizes = await Promise.all(
    items.map(async (item) => {
      const [year, month, day, slug] = item.url.split('/').slice(2)
      const story = await ask(`/Stories/${month}-${day}-${year}/${slug}`)
      return { url: item.url, size: JSON.stringify([story.content, story.blocks]).length }
    }),
  )
  return sizes.sort((a, b) => b.size - a.size)[0]?.url
}

// Each request of a mix gets a fresh path from these.
const random = () => Math.random().toString(36).slice(2, 10)
const MIXES = [
  { name: 'random utm_* on /', path: () => `/?utm_source=${random()}&utm_campaign=${random()}` },
  { name: 'random unknown paths (302)', path: () => `/${random()}/${random()}` },
  { name: 'random /404?path=', path: () => `/404?path=%2F${random()}` },
  // A declared parameter makes a page: each search is rendered and stored (server/page-cache.ts
  // keeps them on probation, away from the pages visitors keep asking for).
  { name: 'random /search?q=', path: () => `/search?q=${random()}` },
]

const only = process.argv.slice(2)
const chosen = (item) =>
  only.length === 0 || only.some((word) => (item.name ?? item.mix).includes(word))

const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-bench-'))
const adsDataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-bench-ads-'))
try {
  await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  await startMeasuredProvider({ port: PROVIDER_PORT, dataDir })
  const facilities = await (
    await fetch(`http://127.0.0.1:${PROVIDER_PORT}/api/v2/Facilities?$pageSize=1`, {
      headers: { tenant: 'demo' },
    })
  ).json()
  const longStory = await findLongestStory()
  await Promise.all([startSite(CACHED_PORT, 60), startSite(RENDER_PORT, 0)])
  let adsSite = null
  if (PAGES.some((page) => page.site === 'ads' && chosen(page))) {
    adsSite = await startAdsAndTagsProvider({
      providerPort: ADS_PROVIDER_PORT,
      adsPort: ADS_STAND_IN_PORT,
      tagsPort: TAGS_STAND_IN_PORT,
      dataDir: adsDataDir,
    })
    await Promise.all([
      startSite(ADS_CACHED_PORT, 60, adsSite),
      startSite(ADS_RENDER_PORT, 0, adsSite),
    ])
  }
  const roster = await (await fetch(`${cached}/sports/football/roster`)).text()
  const schedule = await (await fetch(`${cached}/sports/mens-basketball/schedule`)).text()
  const opponents = await (await fetch(`${cached}/sports/mens-basketball/opponent-history`)).text()
  const podcast = await (await fetch(`${cached}/podcasts/owls-insider/31`)).text()
  const lookups = {
    'box score': /href="(\/sports\/mens-basketball\/stats\/[^"]+\/boxscore\/\d+)"/.exec(
      schedule,
    )?.[1],
    'facility page': facilities.items[0].url,
    'long story': longStory,
    'roster bio': /href="(\/sports\/football\/roster\/[a-z0-9-]+\/\d+)"/.exec(roster)?.[1],
    'coach bio': /href="(\/sports\/football\/roster\/coaches\/[a-z0-9-]+\/\d+)"/.exec(roster)?.[1],
    'opponent series': /href="(\/sports\/mens-basketball\/opponent-history\/[a-z0-9-]+\/\d+)"/.exec(
      opponents,
    )?.[1],
    'transcript text': /href="(\/podcasts\/[^"]+\/transcript\.txt)"/.exec(podcast)?.[1],
  }
  for (const page of PAGES) page.path ??= lookups[page.name]

  const rows = []
  const PLAIN_PAGES = PAGES.filter((page) => !page.site)
  for (const page of PAGES.filter(chosen)) {
    const { cached, rendered } = SITES[page.site ?? 'plain']
    const html = await (await fetch(cached + page.path)).text()
    await load(cached + page.path, 2) // warm-up: caches filled, JIT warm
    await load(rendered + page.path, 2)
    const hit = await load(cached + page.path, DURATION_S)
    const full = await load(rendered + page.path, DURATION_S)
    const ceiling = await measureCeiling(cached + page.path)
    rows.push({
      page: page.name,
      'cached req/s': round(hit.requests.average),
      'p50/p99 ms': `${hit.latency.p50}/${hit.latency.p99}`,
      'render req/s': round(full.requests.average),
      'render p50/p99': `${full.latency.p50}/${full.latency.p99}`,
      'ceiling req/s': round(ceiling.requests.average),
      'cached/ceiling': round(hit.requests.average / ceiling.requests.average, 2),
      'HTML KB': kilobytes(Buffer.byteLength(html)),
      'hydration KB': kilobytes(hydrationBytes(html)),
      'JS gzip KB': kilobytes(await javascriptGzipBytes(cached, html)),
      'JS br KB': kilobytes(await javascriptSentBytes(cached, html, 'br')),
      '3rd-party JS gzip KB':
        page.site === 'ads' ? kilobytes(await thirdPartyGzipBytes(adsSite.thirdPartyScripts)) : 0,
    })
  }
  // The first pages are stored again just before the floods, and asked for twice, as pages
  // visitors keep asking for are: their own rows ran minutes ago, longer than the page cache
  // keeps a page, so a miss afterwards would say nothing.
  for (const page of PLAIN_PAGES.slice(0, 4).filter(chosen)) {
    await fetch(cached + page.path)
    await fetch(cached + page.path)
  }
  const mixes = []
  for (const mix of MIXES.filter(chosen)) {
    const result = await load(cached, DURATION_S, {}, mix.path)
    mixes.push({
      mix: mix.name,
      'req/s': round(result.requests.average),
      'p50/p99 ms': `${result.latency.p50}/${result.latency.p99}`,
      statuses: summariseStatuses(result),
    })
  }
  // After the floods: is every page still stored?
  const stillCached = []
  for (const page of PLAIN_PAGES.slice(0, 4).filter(chosen)) {
    const response = await fetch(cached + page.path)
    stillCached.push(`${page.name}: ${response.headers.get('x-page-cache')}`)
  }
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per figure, Node ${process.version}`,
  )
  console.table(rows)
  console.table(mixes)
  console.log(`Pages after the mixes: ${stillCached.join(', ')}`)
  if (chosen({ name: 'live delay' })) {
    // A score change in the provider until it shows in an open game center (target: < 5 s).
    const delays = await measureLiveDelay({
      site: cached,
      provider: `http://127.0.0.1:${PROVIDER_PORT}`,
    })
    const sorted = [...delays].sort((a, b) => a - b)
    console.log(
      `Live score delay, provider to open game center: ${delays.length} changes, ` +
        `${sorted.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s (max ${((sorted.at(-1) ?? NaN) / 1000).toFixed(1)} s)`,
    )
  }
} finally {
  stopAll()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(adsDataDir, { recursive: true, force: true })
}
process.exit(0)

function startSite(port, pageCacheTtl, adsSite = null) {
  return startMeasuredWebsite({
    port,
    providerPort: adsSite?.providerPort ?? PROVIDER_PORT,
    env: { PAGE_CACHE_TTL_S: String(pageCacheTtl), ...adsSite?.env },
  })
}

function load(url, duration, headers = {}, nextPath = null) {
  return autocannon({
    url,
    duration,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'gzip', ...headers },
    ...(nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
      : {}),
  })
}

// The ceiling: the cached answer's exact status, headers and gzip body, from a bare node:http
// server in a process of its own (as the website is), doing nothing else.
async function measureCeiling(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  const body = gzipSync(Buffer.from(await response.arrayBuffer()))
  const headers = [...response.headers].filter(
    ([name]) =>
      !['content-length', 'content-encoding', 'date', 'connection', 'keep-alive'].includes(name),
  )
  const file = join(dataDir, 'ceiling.json')
  writeFileSync(
    file,
    JSON.stringify({
      status: response.status,
      headers: [...headers, ['content-encoding', 'gzip']],
      bodyBase64: body.toString('base64'),
    }),
  )
  const server = run(process.execPath, ['scripts/ceiling-server.mjs', String(CEILING_PORT), file])
  try {
    await waitForListening(`http://127.0.0.1:${CEILING_PORT}/`)
    await load(`http://127.0.0.1:${CEILING_PORT}/`, 1)
    return await load(`http://127.0.0.1:${CEILING_PORT}/`, DURATION_S)
  } finally {
    server.kill()
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

async function waitForListening(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await (await fetch(url)).arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} is not listening`)
}

// The data React Router hands the browser to hydrate with: its inline scripts.
function hydrationBytes(html) {
  let total = 0
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    total += Buffer.byteLength(match[1])
  }
  return total
}

// Every script and module preload the page asks for, gzipped as a CDN would send it (the
// budget's measure: issue 6, docs/performance.md).
async function javascriptGzipBytes(site, html) {
  let total = 0
  for (const url of scriptUrls(html)) {
    const source = Buffer.from(await (await fetch(site + url)).arrayBuffer())
    total += gzipSync(source, { level: 9 }).length
  }
  return total
}

// The third-party scripts a configured site makes the browser load, gzipped the same way.
async function thirdPartyGzipBytes(urls) {
  let total = 0
  for (const url of urls) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  }
  return total
}

// The same scripts as the site sends them to a browser that accepts this encoding: the length
// of the body that travels (fetch would decode it).
async function javascriptSentBytes(site, html, encoding) {
  let total = 0
  for (const url of scriptUrls(html)) {
    const response = await fetch(site + url, { headers: { 'accept-encoding': encoding } })
    await response.arrayBuffer()
    total += Number(response.headers.get('content-length'))
  }
  return total
}

function scriptUrls(html) {
  const urls = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  )
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1])
  return urls
}

function summariseStatuses(result) {
  const parts = []
  for (const [status, count] of Object.entries(result.statusCodeStats ?? {})) {
    parts.push(`${status}: ${count.count}`)
  }
  return parts.join(', ')
}

function kilobytes(bytes) {
  return Math.round(bytes / 100) / 10
}

function round(value, digits = 0) {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}
