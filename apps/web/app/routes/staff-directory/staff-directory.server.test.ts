import { afterEach, expect, test, vi } from 'vitest'

import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { loadStaffDirectoryEntry } from './staff-directory-entry.server'
import { loadStaffDirectoryPage } from './staff-directory.server'

const member = (
  id: number,
  first: string,
  last: string,
  category: { id: number; title: string } | null,
  placement: StaffMember['placement'] = null,
): StaffMember => ({
  id,
  firstName: first,
  lastName: last,
  title: 'Director',
  email: `${first.toLowerCase()}@example.edu`,
  phone: '(555) 010-3000',
  image: null,
  bio: null,
  socialMedia: [],
  category,
  placement,
})

const admin = { id: 900, title: 'Administration' }
const football = { id: 10, title: 'Football' }
const ana = member(30000, 'Ana', 'Ruiz', admin)
const bo = member(41000, 'Bo', 'Lee', football, { globalSportNameSlug: 'football', kind: 'coach' })

const request = (path: string) => new Request(`http://localhost${path}`)

const locationOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get('Location') : null),
  )

function stub() {
  vi.spyOn(provider, 'getStaffDirectorySettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getSports').mockResolvedValue([])
  vi.spyOn(provider, 'loadStaffDepartments').mockResolvedValue({
    status: 'ok',
    value: [admin, football],
  })
  return vi
    .spyOn(provider, 'loadWholeStaffDirectory')
    .mockResolvedValue({ status: 'ok', value: [ana, bo] })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('the directory lists everyone by department, linking each bio where it is filed', async () => {
  stub()
  const data = await loadStaffDirectoryPage({ q: null }, request('/staff-directory'))
  expect(data.total).toBe(2)
  const html = data.list?.html ?? ''
  expect(html).toContain('href="/staff-directory/administration-department/900"')
  expect(html).toContain('href="/staff-directory/ana-ruiz/30000"')
  expect(html).toContain('href="/sports/football/roster/coaches/bo-lee/41000"')
  expect(html).toContain('href="mailto:ana@example.edu"')
  expect(html).toContain('href="tel:5550103000"')
  expect(data.structuredData).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 })
})

test("the directory's heading carries the department's address and phone, when set", async () => {
  stub()
  expect(
    (await loadStaffDirectoryPage({ q: null }, request('/staff-directory'))).contact,
  ).toBeNull()
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue({
    theme: { siteName: 'Northfield State Athletics' },
    siteConfig: { defaultPersonImage: null },
    siteSettings: {
      schoolAddress: '1200 College Avenue, Northfield, MN 55000',
      schoolPhoneNumber: '(555) 010-2040',
    },
  } as Awaited<ReturnType<typeof provider.getSiteSettings>>)
  const html = (await loadStaffDirectoryPage({ q: null }, request('/staff-directory'))).contact
    ?.html
  expect(html).toMatch(/^<address[^>]*>/)
  expect(html).toContain('Northfield State Athletics')
  expect(html).toContain('1200 College Avenue, Northfield, MN 55000')
  expect(html).toContain('<a href="tel:5550102040"')
  // The department's own intro giving the address or the phone already: not repeated.
  for (const intro of [
    '<p>Athletics<br>1200 College Avenue, Northfield, MN 55000</p>',
    '<p>Main office: <a href="tel:5550102040">(555) 010-2040</a></p>',
  ]) {
    vi.spyOn(provider, 'getStaffDirectorySettings').mockResolvedValue({
      information: intro,
    } as Awaited<ReturnType<typeof provider.getStaffDirectorySettings>>)
    const page = await loadStaffDirectoryPage({ q: null }, request('/staff-directory'))
    expect(page.information).toBe(intro)
    expect(page.contact).toBeNull()
  }
})

test('a search asks the provider for it, trimmed; another spelling of it moves', async () => {
  const load = stub()
  await loadStaffDirectoryPage({ q: 'ana' }, request('/staff-directory?q=ana'))
  expect(load).toHaveBeenCalledWith({ search: 'ana' }, expect.anything())
  expect(await locationOf(loadStaffDirectoryPage({ q: '  ana  ' }, request('/')))).toBe(
    '/staff-directory?q=ana',
  )
  expect(await locationOf(loadStaffDirectoryPage({ q: '' }, request('/')))).toBe('/staff-directory')
})

test('a search longer than the provider takes is cut to it', async () => {
  stub()
  const long = 'a'.repeat(150)
  expect(await locationOf(loadStaffDirectoryPage({ q: long }, request('/')))).toBe(
    `/staff-directory?q=${'a'.repeat(100)}`,
  )
})

test('the directory unreadable is a 503, never a 404', async () => {
  stub().mockResolvedValue({ status: 'unavailable' })
  expect(await statusOf(loadStaffDirectoryPage({ q: null }, request('/staff-directory')))).toBe(503)
})

test('a -department address is the department, at its one spelling', async () => {
  const load = stub()
  const path = '/staff-directory/administration-department/900'
  const data = await loadStaffDirectoryEntry(
    { nameSlug: 'administration-department', id: '900' },
    path,
    request(path),
  )
  expect(data.type).toBe('department')
  expect(load).toHaveBeenCalledWith({ departmentId: 900 }, expect.anything())
  expect(
    await locationOf(
      loadStaffDirectoryEntry({ nameSlug: 'admin-department', id: '900' }, '/x', request('/x')),
    ),
  ).toBe(path)
  expect(
    await statusOf(
      loadStaffDirectoryEntry({ nameSlug: 'x-department', id: '901' }, '/x', request('/x')),
    ),
  ).toBe(404)
})

test('any other name is a person: the bio, or a move to where the provider files it', async () => {
  stub()
  const staffMember = vi.spyOn(provider, 'loadStaffMember')
  staffMember.mockResolvedValue({ status: 'ok', value: ana })
  const path = '/staff-directory/ana-ruiz/30000'
  const data = await loadStaffDirectoryEntry(
    { nameSlug: 'ana-ruiz', id: '30000' },
    path,
    request(path),
  )
  expect(data).toMatchObject({
    type: 'person',
    person: { name: 'Ana Ruiz', vCardPath: '/staff-directory/vcard/30000' },
    department: { title: 'Administration', path: '/staff-directory/administration-department/900' },
  })
  expect(
    await locationOf(
      loadStaffDirectoryEntry({ nameSlug: 'ana', id: '30000' }, '/x', request('/x')),
    ),
  ).toBe(path)
  staffMember.mockResolvedValue({ status: 'ok', value: bo })
  expect(
    await locationOf(
      loadStaffDirectoryEntry({ nameSlug: 'bo-lee', id: '41000' }, '/x', request('/x')),
    ),
  ).toBe('/sports/football/roster/coaches/bo-lee/41000')
  staffMember.mockResolvedValue({ status: 'missing' })
  expect(
    await statusOf(loadStaffDirectoryEntry({ nameSlug: 'nobody', id: '5' }, '/x', request('/x'))),
  ).toBe(404)
  staffMember.mockResolvedValue({ status: 'unavailable' })
  expect(
    await statusOf(loadStaffDirectoryEntry({ nameSlug: 'nobody', id: '5' }, '/x', request('/x'))),
  ).toBe(503)
  // Nonsense is a 404 before any call.
  expect(
    await statusOf(loadStaffDirectoryEntry({ nameSlug: 'a b', id: '5' }, '/x', request('/x'))),
  ).toBe(404)
  expect(
    await statusOf(loadStaffDirectoryEntry({ nameSlug: 'ana', id: '05' }, '/x', request('/x'))),
  ).toBe(404)
})

test("a person's accounts are a server-made row, each channel named; none, no row", async () => {
  stub()
  const social = [
    { platform: 'TikTok', userName: 'anaruiz', url: null },
    { platform: 'Shop', userName: 'x', url: 'https://shop.example.edu/ana' },
  ]
  vi.spyOn(provider, 'loadStaffMember').mockResolvedValue({
    status: 'ok',
    value: { ...ana, socialMedia: social },
  })
  const path = '/staff-directory/ana-ruiz/30000'
  const data = await loadStaffDirectoryEntry(
    { nameSlug: 'ana-ruiz', id: '30000' },
    path,
    request(path),
  )
  const html = data.type === 'person' ? (data.person.social?.html ?? '') : ''
  expect(html).toContain('aria-label="Ana Ruiz on social media"')
  // A bare handle is linked on the channel's profile pages; the unknown channel plainly.
  expect(html).toMatch(/href="https:\/\/www\.tiktok\.com\/@anaruiz"[^>]*>\s*<svg/)
  expect(html).toMatch(/href="https:\/\/shop\.example\.edu\/ana"[^>]*>Shop</)
  vi.spyOn(provider, 'loadStaffMember').mockResolvedValue({ status: 'ok', value: ana })
  const none = await loadStaffDirectoryEntry(
    { nameSlug: 'ana-ruiz', id: '30000' },
    path,
    request(path),
  )
  expect(none.type === 'person' && none.person.social).toBeNull()
})
