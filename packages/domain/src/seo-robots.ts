// robots.txt (issue 22): the provider's robots header and footer (GET /Seo) around the site's
// own rules. Text the provider sends that is no robots.txt line ("index, follow") is kept as a
// comment, so the file stays one crawlers read as meant.

/** Paths no crawler should read: previews, protected files, sign-in, print and text versions. */
export const ROBOTS_DISALLOW = [
  '/hidden/',
  '/protected/',
  '/login',
  '/logout',
  '/search',
  '/404',
  '/splash/',
  '/alerts/',
  '/promotions/',
  '/tracking/',
  '/*/print/',
  '/*/print$',
  '/*/schedule/text',
  '/game-center/*/live',
  '/*.data$',
] as const

export type RobotsOptions = {
  header: string | null
  footer: string | null
  /** The absolute address of the sitemap index, or null when the sitemap is off. */
  sitemapUrl: string | null
}

const RECORD = /^[A-Za-z][A-Za-z-]*\s*:/

function toLines(text: string | null): string[] {
  if (!text) return []
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line.startsWith('#') || RECORD.test(line) ? line : `# ${line}`))
}

export function buildRobotsTxt({ header, footer, sitemapUrl }: RobotsOptions): string {
  const lines = [
    ...toLines(header),
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    ...toLines(footer),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
  ]
  return `${lines.join('\n')}\n`
}
