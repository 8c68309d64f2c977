import { ErrorEnvelopeSchema } from '@fieldhouse/contract/errors'
import { SportFileSchema, SportFilesResponseSchema } from '@fieldhouse/contract/sport-files'
import { expect, test } from 'vitest'
import { SPORT_FILE_ACCESS_CODES } from '../../seed/media/sport-files'
import { makeTestApp, openTestApp } from '../../test-support/make-test-app'
import { bearer, signInAsEditor } from '../../test-support/staff-session'

const provider = openTestApp()
const editor = bearer(await signInAsEditor(provider.app))

const listed = SportFilesResponseSchema.parse(
  await provider.getJson('/api/v2/SportFiles?$pageSize=100'),
)
const hiddenPath = '/api/v2/Hidden/SportFiles'

// The demo's hidden and protected files, found through the editor's view of each day.
async function byAccess(access: 'hidden' | 'protected') {
  for (let days = 1; days <= 90; days += 1) {
    const day = new Date(Date.parse('2026-12-12T00:00:00Z') - days * 86_400_000)
    const dated = `${day.getUTCFullYear()}/${day.getUTCMonth() + 1}/${day.getUTCDate()}`
    for (const name of ['travel-itinerary-draft.pdf', 'team-travel-packet.pdf']) {
      const response = await provider.get(`${hiddenPath}/${dated}/${name}`, { headers: editor })
      if (response.status !== 200) continue
      const file = SportFileSchema.parse(await response.json())
      if (file.access === access) return { file, dated }
    }
  }
  throw new Error(`no ${access} file`)
}

test('public files are listed by sport; metadata and bytes by date and name', async () => {
  expect(listed.total).toBeGreaterThanOrEqual(4)
  expect(listed.items.every((f) => f.access === 'public')).toBe(true)
  expect(new Set(listed.items.map((f) => f.sport.id)).size).toBeGreaterThanOrEqual(3)
  const file = listed.items[0]
  const [, , year, month, day, name] = file?.url.split('/') ?? []
  expect(file?.url).toBe(`/sports/${year}/${month}/${day}/${name}`)
  const meta = SportFileSchema.parse(
    await provider.getJson(`/api/v2/SportFiles/${year}/${month}/${day}/${name}`),
  )
  expect(meta).toEqual(file)
  const bytes = await provider.get(meta.fileUrl)
  expect(bytes.status).toBe(200)
  expect(bytes.headers.get('content-type')).toBe('application/pdf')
  expect(Buffer.from(await bytes.arrayBuffer()).length).toBe(meta.size)
  const sportOnly = SportFilesResponseSchema.parse(
    await provider.getJson(`/api/v2/SportFiles?sportId=${meta.sport.id}`),
  )
  expect(sportOnly.items.every((f) => f.sport.id === meta.sport.id)).toBe(true)
  expect(
    (await provider.get(`/api/v2/SportFiles/${year}/${month}/${day}/${name}?sportId=999`)).status,
  ).toBe(204)
})

test('a hidden file: only for a signed-in editor, never on the public path', async () => {
  const { file, dated } = await byAccess('hidden')
  expect(file.url).toBe(`/hidden/sports/${dated}/travel-itinerary-draft.pdf`)
  expect((await provider.get(`${hiddenPath}/${dated}/travel-itinerary-draft.pdf`)).status).toBe(401)
  expect(
    (await provider.get(`${hiddenPath}/${dated}/travel-itinerary-draft.pdf/file`)).status,
  ).toBe(401)
  expect(
    (await provider.get(`/api/v2/SportFiles/${dated}/travel-itinerary-draft.pdf`)).status,
  ).toBe(204)
  expect(
    (await provider.get(`/api/v2/SportFiles/${dated}/travel-itinerary-draft.pdf/file`)).status,
  ).toBe(404)
  const bytes = await provider.get(file.fileUrl, { headers: editor })
  expect(bytes.status).toBe(200)
  expect(bytes.headers.get('cache-control')).toMatch(/no-store/)
})

test('a protected file: the right code gets it; no code or a wrong one is a 403 with a clear body', async () => {
  const { file, dated } = await byAccess('protected')
  const path = `/api/v2/Protected/SportFiles/${dated}/team-travel-packet.pdf`
  const code = SPORT_FILE_ACCESS_CODES.demo ?? ''
  const attempts: Record<string, string>[] = [
    {},
    { 'x-access-code': 'owls' },
    { 'x-access-code': `${code}x` },
    { 'x-access-code': code.toUpperCase() },
  ]
  for (const headers of attempts) {
    for (const target of [path, `${path}/file`]) {
      const response = await provider.get(target, { headers })
      expect(response.status).toBe(403)
      const body = ErrorEnvelopeSchema.parse(await response.json())
      expect(body.error.message).toMatch(/access code/i)
    }
  }
  // A file that does not exist answers any code as a wrong one: a guess learns nothing.
  const unknown = `/api/v2/Protected/SportFiles/${dated}/no-such-file.pdf`
  for (const target of [unknown, `${unknown}/file`]) {
    const response = await provider.get(target, { headers: { 'x-access-code': 'guess' } })
    expect(response.status).toBe(403)
    expect(ErrorEnvelopeSchema.parse(await response.json()).error.message).toBe('Wrong access code')
  }
  const meta = SportFileSchema.parse(
    await provider.getJson(path, { headers: { 'x-access-code': code } }),
  )
  expect(meta).toMatchObject({
    id: file.id,
    access: 'protected',
    url: `/protected/sports/${dated}/team-travel-packet.pdf`,
  })
  const bytes = await provider.get(`${path}/file`, { headers: { 'x-access-code': code } })
  expect(bytes.status).toBe(200)
  expect(
    Buffer.from(await bytes.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  // Another tenant's code opens nothing here; the public path never answers it.
  const lakeside = SPORT_FILE_ACCESS_CODES.lakeside ?? ''
  expect(
    (await provider.get(`${path}/file`, { headers: { 'x-access-code': lakeside } })).status,
  ).toBe(403)
  expect(
    (await provider.get(`/api/v2/SportFiles/${dated}/team-travel-packet.pdf/file`)).status,
  ).toBe(404)
})

test.each([
  '/api/v2/SportFiles/2026/13/1/depth-chart.pdf',
  '/api/v2/SportFiles/2026/2/30/depth-chart.pdf',
  '/api/v2/SportFiles/26/1/1/depth-chart.pdf',
  '/api/v2/SportFiles/2026/12/1/..%2F..%2Fprovider.sqlite',
  '/api/v2/SportFiles/2026/12/1/..%2F..%2Fprovider.sqlite/file',
  '/api/v2/SportFiles/2026/12/1/%2Fetc%2Fpasswd/file',
  '/api/v2/SportFiles/2026/12/1/.hidden/file',
])('%s: malformed or traversal -> 404', async (path) => {
  expect((await provider.get(path)).status).toBe(404)
})

test('without a known tenant: 400', async () => {
  expect((await provider.get('/api/v2/SportFiles', { tenant: null })).status).toBe(400)
})

test('10 wrong codes per file and client address in 15 minutes, then 429 with Retry-After; a right code does not count', async () => {
  let now = new Date('2026-12-12T12:00:00Z').getTime()
  const clocked = makeTestApp({ now: () => new Date(now) })
  try {
    const { dated } = await byAccess('protected')
    const path = `/api/v2/Protected/SportFiles/${dated}/team-travel-packet.pdf`
    const code = SPORT_FILE_ACCESS_CODES.demo ?? ''
    const from = (address: string, accessCode?: string, target = path) =>
      clocked.get(target, {
        headers: {
          'x-forwarded-for': address,
          ...(accessCode === undefined ? {} : { 'x-access-code': accessCode }),
        },
      })
    // Right codes and missing codes count for nothing.
    for (let i = 0; i < 12; i += 1) expect((await from('203.0.113.7', code)).status).toBe(200)
    for (let i = 0; i < 12; i += 1) expect((await from('203.0.113.7')).status).toBe(403)
    // Nine wrong codes, the metadata and the file alike, then the right one still works.
    for (let i = 0; i < 9; i += 1) {
      const target = i % 2 === 0 ? path : `${path}/file`
      expect((await from('203.0.113.7', `guess-${i}`, target)).status).toBe(403)
    }
    expect((await from('203.0.113.7', code)).status).toBe(200)
    now += 60_000
    expect((await from('203.0.113.7', 'guess-10')).status).toBe(403)
    // The limit: every attempt is refused, the right code included, and says when to retry.
    const limited = await from('203.0.113.7', code, `${path}/file`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expect(Number(limited.headers.get('retry-after'))).toBe(14 * 60)
    expect(ErrorEnvelopeSchema.parse(await limited.json()).error.status).toBe(429)
    // Another address, and another file for this address, are not limited.
    expect((await from('198.51.100.2', code)).status).toBe(200)
    const other = `/api/v2/Protected/SportFiles/${dated}/no-such-file.pdf`
    expect((await from('203.0.113.7', 'guess', other)).status).toBe(403)
    // The first wrong code leaves the window 15 minutes after it was given.
    now += 14 * 60_000 - 1_000
    expect((await from('203.0.113.7', code)).status).toBe(429)
    now += 1_000
    expect((await from('203.0.113.7', code)).status).toBe(200)
  } finally {
    clocked.close()
  }
})
