import { expect, test } from 'vitest'

import {
  toStaffListStructuredData,
  toStaffProfileStructuredData,
} from './staff-directory-structured-data'

const site = { name: 'Northfield State Athletics', url: 'https://athletics.example' }

test('a listing is an ItemList of Person with their job and page', () => {
  const data = toStaffListStructuredData(
    { name: 'Staff Directory', path: '/staff-directory' },
    [
      {
        title: 'Compliance',
        people: [
          {
            name: 'Ana Ruiz',
            title: 'Director of Compliance',
            path: '/staff-directory/ana-ruiz/7',
          },
        ],
      },
      {
        title: 'Football',
        people: [{ name: 'Bo Lee', title: null, path: '/sports/football/roster/coaches/bo-lee/8' }],
      },
    ],
    site,
  )
  expect(data).toMatchObject({
    '@type': 'ItemList',
    url: 'https://athletics.example/staff-directory',
    numberOfItems: 2,
    itemListElement: [
      {
        position: 1,
        item: {
          '@type': 'Person',
          name: 'Ana Ruiz',
          jobTitle: 'Director of Compliance',
          url: 'https://athletics.example/staff-directory/ana-ruiz/7',
        },
      },
      {
        position: 2,
        item: {
          name: 'Bo Lee',
          url: 'https://athletics.example/sports/football/roster/coaches/bo-lee/8',
        },
      },
    ],
  })
  expect(JSON.stringify(data)).not.toContain('"jobTitle":null')
})

test('a bio is a ProfilePage about a Person with job, e-mail, telephone and employer', () => {
  const data = toStaffProfileStructuredData(
    {
      name: 'Ana Ruiz',
      title: 'Director of Compliance',
      email: 'aruiz@northfield-state.example',
      phone: '(555) 010-3010',
      image: '/images/demo/staff/7.svg',
      path: '/staff-directory/ana-ruiz/7',
      department: 'Compliance',
    },
    site,
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: 'https://athletics.example/staff-directory/ana-ruiz/7',
    mainEntity: {
      '@type': 'Person',
      name: 'Ana Ruiz',
      jobTitle: 'Director of Compliance',
      email: 'aruiz@northfield-state.example',
      telephone: '(555) 010-3010',
      image: 'https://athletics.example/images/demo/staff/7.svg',
      url: 'https://athletics.example/staff-directory/ana-ruiz/7',
      worksFor: {
        '@type': 'Organization',
        name: 'Northfield State Athletics Compliance',
        parentOrganization: {
          '@type': 'Organization',
          name: 'Northfield State Athletics',
          url: 'https://athletics.example/',
        },
      },
    },
  })
})
