import { expect, test } from './fixtures'

import { getDemoFacilities } from './provider-data'

test('the facilities list groups every venue by sport and links to each page', async ({
  page,
  request,
}) => {
  const facilities = await getDemoFacilities(request)
  const response = await page.goto('/facilities')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible()
  const bySport = page.getByRole('region', { name: 'Facilities by sport' })
  await expect(bySport.getByRole('heading', { level: 3, name: 'Football' })).toBeVisible()
  for (const facility of facilities) {
    await expect(page.getByRole('link', { name: facility.title }).first()).toBeVisible()
  }
})

test('a facility page shows its history, facts, directions and structured data', async ({
  page,
  request,
}) => {
  const [facility] = await getDemoFacilities(request)
  if (!facility) throw new Error('the demo seed has no facilities')
  const response = await page.goto(facility.url)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: facility.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${facility.url}$`),
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/.+\/images\/resize\?.*type=jpeg/,
  )
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(structured).toMatchObject({ '@type': 'StadiumOrArena', name: facility.title })
})

test('a wrong name for a real facility moves permanently to its address', async ({ request }) => {
  const [facility] = await getDemoFacilities(request)
  const id = facility?.url.split('/').at(-1)
  for (const name of ['old-name', facility?.url.split('/')[2]?.toUpperCase()]) {
    const response = await request.get(`/facilities/${name}/${id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(facility?.url)
  }
})

test('an unknown or malformed facility id is a 404 inside the shell', async ({ page }) => {
  for (const path of [
    '/facilities/nowhere/999999',
    '/facilities/nowhere/0042',
    '/facilities/x/-1',
  ]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  }
})
