import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('campaign impressions are sent once, batched after 2 s of quiet', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/promotions/impressions')) posts.push(request.postData() ?? '')
  })
  const counted = page.waitForResponse((response) =>
    response.url().endsWith('/promotions/impressions'),
  )
  const started = Date.now()
  await gotoHydrated(page, '/')
  const response = await counted
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
  expect(response.status()).toBe(200)
  await page.waitForTimeout(2500)
  expect(posts).toHaveLength(1)
  const ids = new URLSearchParams(posts[0]).get('adIds')?.split(',') ?? []
  expect(ids.length).toBeGreaterThan(3)
})

test('a malformed impression report is a 400', async ({ request }) => {
  const response = await request.post('/promotions/impressions', { form: { adIds: '1,x' } })
  expect(response.status()).toBe(400)
})
