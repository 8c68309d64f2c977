import { describe, expect, test } from 'vitest'

import { hasBuiltSite, openBuiltSite } from './built-site'

// Search engines (issue 22), end to end against the built website (`npm run build` first) and a
// reference provider on a fresh database: robots.txt, then a crawl of the sitemap index and every
// child sitemap, where every listed address must answer 200 itself (no redirect, no 404), and
// every sport, its roster and schedule and at least one story must be listed, and (issue 33) the
// media pages, documents and public forms; print pages say noindex; mistyped variants of those
// addresses end without a loop or a 5xx. Own ports: 3170/4170 (built-site.ts).

describe.runIf(hasBuiltSite('seo-crawl.test.ts'))('search engines against the built site', () => {
  const { site: SITE, provider: PROVIDER } = openBuiltSite(3170)

  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&apos;', "'"),
    )

  async function get(url: string) {
    const response = await fetch(url, { redirect: 'manual' })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  test('robots.txt: the site rules, the provider header and the sitemap address', async () => {
    const robots = await get(`${SITE}/robots.txt`)
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toContain('text/plain')
    expect(robots.headers.get('cache-control')).toContain('public')
    const lines = robots.text.split('\n')
    expect(lines).toContain('User-agent: *')
    for (const rule of ['/hidden/', '/protected/', '/login', '/*/print/']) {
      expect(lines).toContain(`Disallow: ${rule}`)
    }
    // The seed's header is "index, follow": kept, as a comment.
    expect(lines).toContain('# index, follow')
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  test('a print page and a text page say noindex; a roster does not', async () => {
    const print = await get(`${SITE}/sports/womens-soccer/roster/print`)
    expect(print.status).toBe(200)
    expect(print.text).toMatch(/<meta name="robots" content="noindex"[ /]/)
    const text = await get(`${SITE}/sports/womens-soccer/schedule/text`)
    expect(text.status).toBe(200)
    expect(text.text).toMatch(/<meta name="robots" content="noindex"[ /]/)
    const roster = await get(`${SITE}/sports/womens-soccer/roster`)
    expect(roster.text).not.toContain('name="robots"')
  })

  test('every address of the sitemap answers 200, and every sport, roster and schedule is there', async () => {
    const index = await get(`${SITE}/sitemap.xml`)
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('application/xml')
    expect(index.text).toContain('<sitemapindex')
    const children = locs(index.text)
    expect(children.length).toBeGreaterThan(0)

    const listed: string[] = []
    const byChild = new Map<string, string>()
    for (const child of children) {
      expect(child.startsWith(`${SITE}/sitemaps/`)).toBe(true)
      const sitemap = await get(child)
      expect(sitemap.status, child).toBe(200)
      expect(sitemap.text).toContain('<urlset')
      const urls = locs(sitemap.text)
      expect(urls.length, child).toBeLessThanOrEqual(50_000)
      listed.push(...urls)
      byChild.set(child, sitemap.text)
    }
    expect(new Set(listed).size).toBe(listed.length)

    const sports = (await (
      await fetch(`${PROVIDER}/api/v2/Sports`, {
        headers: { tenant: 'demo' },
      })
    ).json()) as { globalSportNameSlug: string; nonSport?: boolean }[]
    const slugs = sports
      .filter((sport) => !sport.nonSport)
      .map((sport) => sport.globalSportNameSlug)
    expect(slugs.length).toBeGreaterThan(0)
    for (const slug of slugs) {
      expect(listed).toContain(`${SITE}/sports/${slug}`)
      expect(listed).toContain(`${SITE}/sports/${slug}/roster`)
      expect(listed).toContain(`${SITE}/sports/${slug}/schedule`)
    }
    expect(listed.some((url) => url.startsWith(`${SITE}/news/`))).toBe(true)
    expect(listed.some((url) => url.includes('/boxscore/'))).toBe(true)

    // Honors: every honors screen of routes.ts, its list and its entries' own pages.
    const honors = locs(byChild.get(`${SITE}/sitemaps/honors.xml`) ?? '')
    for (const list of ['/honors', '/awards', '/all-americans']) {
      expect(honors).toContain(`${SITE}${list}`)
    }
    for (const page of [
      /\/awards\/\d+$/,
      /\/all-americans\/\d+$/,
      /\/honors\/[^/]+\/[^/]+\/\d+$/,
    ]) {
      expect(
        honors.some((url) => page.test(url)),
        String(page),
      ).toBe(true)
    }

    // Media, documents and forms (issue 33): each list of routes.ts at its one address and its
    // entries' own pages, the documents the provider lists, and the public forms it names.
    const media = locs(byChild.get(`${SITE}/sitemaps/media.xml`) ?? '')
    for (const list of [
      '/tags',
      '/publications',
      '/moments',
      '/clippings',
      '/coverage',
      '/on-this-day',
    ]) {
      expect(media).toContain(`${SITE}${list}`)
    }
    for (const page of [
      /\/tags\/[^/]+$/,
      /\/series\/[^/]+$/,
      /\/publications\/[^/]+$/,
      /\/sports\/[^/]+\/moments$/,
    ]) {
      expect(
        media.some((url) => page.test(url)),
        String(page),
      ).toBe(true)
    }
    // No filtered or later page of a list: those show the same entries again.
    expect(media.filter((url) => url.includes('?'))).toEqual([])
    const documents = locs(byChild.get(`${SITE}/sitemaps/documents.xml`) ?? '')
    expect(documents.length).toBeGreaterThan(0)
    for (const url of documents) expect(url.startsWith(`${SITE}/documents/`), url).toBe(true)
    const forms = locs(byChild.get(`${SITE}/sitemaps/forms.xml`) ?? '')
    expect(forms).toContain(`${SITE}/subscribe`)
    for (const url of forms) expect(url, url).toMatch(/\/(subscribe|form\/\d+)$/)
    expect(listed.some((url) => /\/(hidden|protected)\//.test(url))).toBe(false)

    // <lastmod> where the content carries a date: a story its day (the one in its address), a
    // box score its game's day, a schedule the day of its last game with a result.
    const dated = (child: string) =>
      [
        ...(byChild.get(`${SITE}/sitemaps/${child}.xml`) ?? '').matchAll(
          /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g,
        ),
      ].map((match) => ({ url: match[1] ?? '', lastmod: match[2] ?? null }))
    const stories = dated('stories')
    expect(stories.length).toBeGreaterThan(0)
    for (const { url, lastmod } of stories) {
      const [year, month, day] = new URL(url).pathname.split('/').slice(2, 5).map(Number)
      expect(lastmod, url).toBe(
        `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      )
    }
    for (const { url, lastmod } of dated('boxscores')) {
      expect(lastmod, url).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(dated('schedules').some(({ lastmod }) => lastmod !== null)).toBe(true)
    expect(
      dated('honors').some(({ url, lastmod }) => /\/awards\/\d+$/.test(url) && lastmod),
    ).toBeTruthy()

    for (const { url, lastmod } of [...dated('documents'), ...dated('media')]) {
      if (/\/(documents|publications)\//.test(url))
        expect(lastmod, url).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(dated('media').some(({ url, lastmod }) => url.endsWith('/moments') && lastmod)).toBe(
      true,
    )

    // The crawl: four at a time, every one a 200 of its own (a redirect is not what was listed).
    const failures: string[] = []
    const queue = [...listed]
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const response = await fetch(url, { redirect: 'manual' })
          await response.arrayBuffer()
          if (response.status !== 200) failures.push(`${response.status} ${url}`)
        }
      }),
    )
    expect(failures).toEqual([])
  }, 600_000)

  // Bad input (issue 22): the addresses crawlers and people mistype. Each variant of listed
  // addresses and of the redirecting ones is followed up to six hops: it must end, never on an
  // address it already passed, and never in a 5xx.
  test('a trailing or doubled slash, capitals or .aspx lead to no redirect loop and no 5xx', async () => {
    const index = await get(`${SITE}/sitemap.xml`)
    const sample = new Set(['/otd', '/historicalroster', '/sports/football/historicalroster'])
    for (const child of locs(index.text)) {
      for (const url of locs((await get(child)).text).slice(0, 8)) sample.add(new URL(url).pathname)
    }
    const problems: string[] = []
    for (const path of sample) {
      const variants = [`${path}/`, `${path}//`, path.toUpperCase(), `${path}.aspx`]
      for (const variant of variants) {
        const passed = [variant]
        for (let hop = 0; hop < 6; hop += 1) {
          const response = await fetch(SITE + (passed.at(-1) ?? ''), { redirect: 'manual' })
          await response.arrayBuffer()
          const location = response.headers.get('location')
          if (response.status >= 500) problems.push(`${response.status}: ${passed.join(' -> ')}`)
          if (!location || response.status < 300 || response.status >= 400) break
          const next = new URL(location, SITE)
          if (next.origin !== SITE) break
          const target = next.pathname + next.search
          if (passed.includes(target)) problems.push(`loop: ${passed.join(' -> ')} -> ${target}`)
          if (passed.includes(target) || hop === 5) break
          passed.push(target)
        }
        if (passed.length > 5) problems.push(`more than four hops: ${passed.join(' -> ')}`)
      }
    }
    expect(problems).toEqual([])
  }, 300_000)

  test('an unknown child sitemap is a 404, never a 500', async () => {
    for (const path of [
      '/sitemaps/nothing.xml',
      '/sitemaps/sports-1.xml',
      '/sitemaps/sports-9.xml',
    ]) {
      expect((await get(`${SITE}${path}`)).status, path).toBe(404)
    }
  })
})
