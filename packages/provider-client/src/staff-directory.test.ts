import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

const member = (id: number, category = { id: 900, title: 'Administration' }) => ({
  id,
  firstName: 'Jordan',
  lastName: 'Avery',
  title: 'Director of Athletics',
  email: 'javery@northfield-state.example',
  phone: '(555) 010-3000',
  image: null,
  category,
  socialMedia: {},
  socialMediaList: {},
  socialMediaR: [],
  custom1: '',
  custom2: '',
  custom3: '',
  custom4: '',
  bio: '',
  url: `/staff-directory/jordan-avery/${id}`,
  displayFields: { staff_title: 'Director of Athletics' },
  images: [],
})

test('a directory page maps members with their department and sends the query', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({ items: [member(30000)], total: 1, page: 0, pages: 1 }),
  )
  const loaded = await client.loadStaffDirectory({
    pageIndex: 0,
    pageSize: 20,
    departmentId: 900,
    search: 'director',
  })
  expect(loaded).toMatchObject({
    status: 'ok',
    value: {
      total: 1,
      items: [
        {
          id: 30000,
          title: 'Director of Athletics',
          phone: '(555) 010-3000',
          bio: null,
          category: { id: 900, title: 'Administration' },
          placement: null,
        },
      ],
    },
  })
  const url = requests[0]?.url
  expect(url?.pathname).toBe('/api/v2/Staff')
  expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
    $pageIndex: '0',
    $pageSize: '20',
    categoryId: '900',
    searchText: 'director',
  })
})

test('the whole directory reads every page; one failing page fails it', async () => {
  const pages = setup(async (request) => {
    const page = Number(request.url.searchParams.get('$pageIndex'))
    return jsonResponse({ items: [member(30000 + page)], total: 2, page, pages: 2 })
  })
  const whole = await pages.client.loadWholeStaffDirectory()
  expect(whole.status === 'ok' && whole.value.map((m) => m.id)).toEqual([30000, 30001])
  const failing = setup(async (request) =>
    request.url.searchParams.get('$pageIndex') === '1'
      ? emptyResponse(500)
      : jsonResponse({ items: [member(30000)], total: 2, page: 0, pages: 2 }),
  )
  expect(await failing.client.loadWholeStaffDirectory()).toEqual({ status: 'unavailable' })
})

test('departments, settings and support staff', async () => {
  const { client } = setup(async (request) => {
    const path = request.url.pathname
    if (path.endsWith('/filters/categories'))
      return jsonResponse([{ id: 900, title: 'Administration' }])
    if (path.endsWith('/settings')) {
      return jsonResponse({
        staffInformation: '<p>Main office<script>x</script></p>',
        directoryDefaultView: 'list',
        displayFields: [{ id: 1, title: 'Title', field: 'staff_title' }],
      })
    }
    return jsonResponse({
      items: [
        {
          id: 41090,
          staffId: 41090,
          title: 'Athletic Trainer',
          firstName: 'Sam',
          lastName: 'Rivera',
          email: null,
          phone: null,
          url: '/sports/football/roster/staff/sam-rivera/41090',
          image: {
            url: '/images/demo/staff/x.svg',
            absoluteUrl: 'http://p/x',
            altText: '',
            creditName: null,
          },
          socialMediaR: [],
          custom2: null,
          custom3: null,
          custom4: null,
        },
      ],
      total: 1,
      page: 0,
      pages: 1,
    })
  })
  expect(await client.loadStaffDepartments()).toEqual({
    status: 'ok',
    value: [{ id: 900, title: 'Administration' }],
  })
  expect(await client.getStaffDirectorySettings()).toEqual({
    information: '<p>Main office</p>',
    defaultView: 'list',
    columns: [{ id: 1, title: 'Title', field: 'staff_title' }],
  })
  const support = await client.loadSupportStaff({ pageIndex: 0, pageSize: 10 })
  expect(support.status === 'ok' && support.value.items[0]).toMatchObject({
    staffId: 41090,
    email: null,
    image: { url: '/images/demo/staff/x.svg', alt: 'Sam Rivera' },
  })
})

test('settings degrade to null; a department list that fails is unavailable', async () => {
  const { client } = setup(async () => emptyResponse(500))
  expect(await client.getStaffDirectorySettings()).toBeNull()
  expect(await client.loadStaffDepartments()).toEqual({ status: 'unavailable' })
})
