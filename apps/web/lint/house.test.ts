import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// The rule of the house (house.js) as `npm run lint` runs it: the repository's own ESLint
// config, a few lines of source linted as if they stood at a path of apps/web/app.
const root = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function wallsBroken(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}apps/web/app/${file}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'house/floors')
    .map((message) => message.message)
}

test.each([
  ['routes/news/fixture.ts', "import { x } from '~/routes/tags/tag-page.server'"],
  ['routes/sports/roster/fixture.ts', "import { x } from '../schedule/schedule'"],
  ['routes/news/fixture.ts', "import { x } from '../sports/roster/roster-list'"],
  ['endpoints/fixture.ts', "import { x } from '~/routes/news/story-view'"],
  ['routes/news/fixture.ts', "export { x } from '~/endpoints/robots'"],
])('a screen importing another screen fails: %s', async (file, source) => {
  const [message, ...rest] = await wallsBroken(file, source)
  expect(rest).toEqual([])
  expect(message).toMatch(/A screen never imports another screen's folder/)
  expect(message).toMatch(/components\/<area>\//)
})

test.each([
  ['utils/fixture.ts', "import { x } from '~/shell/use-shell'", 'the kit'],
  ['seo/fixture.ts', "import type { X } from '~/components/news/story-card'", 'the kit'],
  ['paths/fixture.ts', "import { notFound } from '~/utils/loaded'", 'paths/'],
  ['components/news/fixture.ts', "import { x } from '~/routes/news/story.server'", 'components/'],
  ['shell/fixture.ts', "const x = import('~/routes/home/home')", 'shell/'],
  ['test-support/fixture.ts', "import { x } from '~/utils/loaded'", 'test-support/'],
])('a lower floor importing a higher one fails: %s', async (file, source, where) => {
  const [message, ...rest] = await wallsBroken(file, source)
  expect(rest).toEqual([])
  expect(message).toMatch(/stands on a lower floor/)
  expect(message).toContain(where)
})

test.each([
  ['routes/news/fixture.ts', "import { x } from './story.server'"],
  ['routes/news/fixture.ts', "import type { Route } from './+types/story'"],
  ['routes/sports/roster/fixture.ts', "import { x } from '~/routes/sports/roster/roster-rows'"],
  ['routes/news/fixture.ts', "import { x } from '~/components/news/story-card'"],
  ['routes/news/fixture.ts', "import { unpack } from '~/render'"],
  ['components/people/fixture.ts', "import { x } from '~/paths/roster'"],
  ['shell/fixture.ts', "import { x } from '~/components/smart-link'"],
  ['routes.ts', "import { x } from './routes/news/story'"],
  ['routes/news/fixture.test.ts', "import { statusOf } from '~/test-support/status-of'"],
  ['paths/fixture.test.ts', "import { statusOf } from '~/test-support/status-of'"],
])('imports down the floors and inside a screen pass: %s', async (file, source) => {
  expect(await wallsBroken(file, source)).toEqual([])
})
