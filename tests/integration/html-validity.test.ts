import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { hasBuiltSite, openBuiltSite } from './built-site'
import { crawlSite } from './site-crawl'

// Every page is valid HTML (issue 33 part 4, docs/decisions/037): every page a visitor reaches
// by links (site-crawl.ts: up to four of each public route pattern of routes.ts, print pages
// included), plus the pages no link leads to but a visitor still sees (the 404 page, the sign-in
// page, the newsletter's goodbye, the splash, a protected form's code prompt) and a 503 page (the
// provider stopped), go to the W3C Nu checker (`vnu-jar`, which needs Java) in ONE run: the JVM's
// start is much of its time. Any error fails, naming the address, line, column and message. The
// checker does not report every skipped heading level, so a check of ours does: the headings
// inside <main> never go down more than one level. Against the built website (`npm run build`
// first) and a reference provider on a fresh database. Own ports: 3174/4174 (built-site.ts).

/**
 * Messages that are not errors in the page, each with its reason. Keep it short: a real error is
 * fixed in the component, never listed here. Each names the message and the markup it is about.
 */
const NOT_ERRORS: { message: RegExp; extract: RegExp; reason: string }[] = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute/,
    extract: /<link rel="expect" href="#end-of-page" blocking="render"\/>/,
    reason:
      'root.tsx holds the first frame with <link rel="expect" blocking="render"> ' +
      '(docs/lighthouse.md). The HTML standard allows `blocking` with rel=expect ' +
      '(#link-type-expect, whatwg/html#9970, 2024); the checker still allows it with ' +
      'rel=stylesheet only.',
  },
]

/**
 * Addresses no link leads to that a visitor still sees, with the status each answers (the
 * protected form asks for its access code).
 */
const UNLINKED_PAGES: [path: string, status: number][] = [
  ['/404?path=%2Fno-such-page', 404],
  ['/login', 200],
  ['/unsubscribed', 200],
  ['/splash', 200],
  ['/protected/form/104', 200],
  // The showcase embed's player (issue 35): the demo's football highlights, and its blacked-out
  // full-game replay (apps/provider/src/seed/media/all-access-videos.ts).
  ['/showcase/embed.aspx?archive=15101', 200],
  ['/showcase/embed.aspx?archive=15151', 200],
]

/** A page whose data only the provider has: a 503 page once the provider is stopped. */
const UNAVAILABLE_PAGE = '/sports/womens-soccer/roster?provider=down'

const require = createRequire(import.meta.url)

function hasJava(): boolean {
  const java = spawnSync('java', ['-version'])
  if (!java.error && java.status === 0) return true
  // CI (.ci/run) installs Java and requires the built site's checks: there a skip would hide them.
  if (process.env.FIELDHOUSE_REQUIRE_BUILD === '1')
    throw new Error('html-validity.test.ts: no `java` on the PATH for the W3C Nu checker (vnu-jar)')
  console.warn(
    'html-validity.test.ts skipped: no `java` on the PATH for the W3C Nu checker (vnu-jar); ' +
      '.ci/run installs Debian’s default-jre-headless',
  )
  return false
}

type NuMessage = {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** The Nu checker over every file at once: its messages (errors, or a file it could not read). */
function checkFiles(files: string[]): NuMessage[] {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  // The checker asks for a thread stack of 512k at least; with 1m it still overflowed on this
  // site's pages, 2m was enough, 4m leaves room. One short run: the quick compiler alone and the
  // serial collector took 12 s and 350 MB for 200 pages here, 35 s and 1.5 GB with the defaults.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  const run = spawnSync(
    'java',
    [...jvm, '-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.error) throw run.error
  // Exit status 1 means "errors found"; anything without JSON is the checker failing.
  const output = run.stdout.trim()
  if (!output.startsWith('{')) throw new Error(`vnu failed (${run.status}): ${run.stderr}`)
  return (JSON.parse(output) as { messages: NuMessage[] }).messages
}

/** Headings inside <main> that go down more than one level from the heading before them. */
function skippedHeadings(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const skips: string[] = []
  let previous = 1
  for (const match of main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const level = Number(match[1])
    const text = (match[2] ?? '').replace(/<[^>]*>/g, '').trim()
    if (level > previous + 1) skips.push(`h${previous} → h${level} "${text}"`)
    previous = level
  }
  return skips
}

describe.runIf(hasBuiltSite('html-validity.test.ts') && hasJava())(
  'every page is valid HTML',
  () => {
    const { site, stopProvider } = openBuiltSite(3174)

    test('the skipped-heading check finds a skip and passes a clean outline', () => {
      expect(skippedHeadings('<main><h1>A</h1><h3>B</h3></main>')).toEqual(['h1 → h3 "B"'])
      expect(skippedHeadings('<main><h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2></main>')).toEqual([])
    })

    test('the Nu checker finds no error on the pages of every route pattern, 404 and 503 included', async () => {
      const { reached, pages } = await crawlSite(site, 4)
      // The route patterns with a page among them (63 of the 67 reached; the others answer
      // files: PDFs, documents, vCards). link-crawl.test.ts fails on a public pattern not reached.
      const routesChecked = [...reached.values()].filter((path) => pages.has(path)).length
      expect(routesChecked).toBeGreaterThanOrEqual(60)
      const documents = new Map(pages)
      for (const [path, status] of UNLINKED_PAGES) {
        const response = await fetch(`${site}${path}`)
        expect(response.status, path).toBe(status)
        documents.set(path, await response.text())
      }
      await stopProvider()
      const unavailable = await fetch(`${site}${UNAVAILABLE_PAGE}`)
      expect(unavailable.status).toBe(503)
      documents.set(`${UNAVAILABLE_PAGE} (503)`, await unavailable.text())

      // The checker names each file by its file: URL; the page's address stands in for it.
      const dir = mkdtempSync(join(tmpdir(), 'fieldhouse-vnu-'))
      const byFile = new Map<string, string>()
      for (const [index, [path, html]] of [...documents].entries()) {
        const file = join(dir, `${String(index).padStart(3, '0')}.html`)
        writeFileSync(file, html)
        byFile.set(file, path)
      }
      let messages: NuMessage[]
      try {
        messages = checkFiles([...byFile.keys()])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
      const errors = messages
        .filter(
          (message) =>
            !NOT_ERRORS.some(
              (known) =>
                known.message.test(message.message) && known.extract.test(message.extract ?? ''),
            ),
        )
        .map(
          (message) =>
            `${byFile.get((message.url ?? '').replace(/^file:/, '')) ?? message.url} ` +
            `${message.lastLine}:${message.firstColumn}: ${message.type}: ${message.message} ` +
            `[${(message.extract ?? '').trim()}]`,
        )
      const skips = [...documents].flatMap(([path, html]) =>
        skippedHeadings(html).map((skip) => `${path}: skipped heading level ${skip}`),
      )
      expect([...errors, ...skips]).toEqual([])
    }, 120_000)
  },
)
