import { expect, test } from 'vitest'
import { createTestClient } from './test-client'

import { FacilityResourceSchema } from '@fieldhouse/contract/facilities'
import { RosterPlayerResourceSchema } from '@fieldhouse/contract/players'
import { PromotionResponseSchema } from '@fieldhouse/contract/promotions'
import { SplashSchema } from '@fieldhouse/contract/splash'
import { RosterStaffResourceSchema, StaffResourceSchema } from '@fieldhouse/contract/staff'

import { toFacility } from './facilities'
import { jsonResponse } from './fake-fetch'
import { toPlayerBio } from './players'
import { toPromotion } from './promotions'
import { wirePlayer } from './rosters-fixtures'
import { toSplash } from './splash'
import { toRosterStaffMember, toStaffMember } from './staff'

// Every field of the provider's that holds HTML is sanitised by its mapping (safe-html.ts).
const HOSTILE =
  '<p onclick="steal()">Kept<script>steal()</script></p><img src="x" onerror="steal()">' +
  '<a href="javascript:steal()">link</a><iframe src="https://evil.example/x"></iframe>'
const CLEAN = '<p>Kept</p><img src="x" /><a>link</a>'
const person = { id: 1, staffId: 2, firstName: 'Pat', lastName: 'Lee', bio: HOSTILE }

test.each([
  [
    'facility history',
    () =>
      toFacility(
        FacilityResourceSchema.parse({
          ...person,
          title: 'Field',
          url: '/f',
          description: HOSTILE,
        }),
      ).description,
  ],
  [
    'player bio',
    () => toPlayerBio(RosterPlayerResourceSchema.parse(wirePlayer(7, { bio: HOSTILE }))).bio,
  ],
  ['coach or staff bio', () => toStaffMember(StaffResourceSchema.parse(person)).bio],
  [
    'roster staff bio',
    () => toRosterStaffMember(RosterStaffResourceSchema.parse(person), 'coach').bio,
  ],
  [
    'splash html',
    () =>
      toSplash(
        SplashSchema.parse({ id: 1, title: 'S', startDate: '2025-01-01', html: HOSTILE }),
        'UTC',
      ).html,
  ],
  [
    'promotion html',
    () =>
      toPromotion(
        PromotionResponseSchema.parse({
          location: { name: 'home_html', type: 'html', effect: 'none' },
          campaigns: [],
          html: HOSTILE,
        }),
      ).html,
  ],
])('the %s is sanitised when mapped', (_, mapped) => {
  expect(mapped()).toBe(CLEAN)
})

test('markup with nothing safe to show maps to null, as absent markup does', () => {
  const bio = toStaffMember(StaffResourceSchema.parse({ ...person, bio: '<script>x</script>' }))
  expect(bio.bio).toBeNull()
})

// The mapping runs inside the schema the transport parses with, and the response cache keeps
// the mapped value: HTML is sanitised once per provider answer, not per page render.
test('a cached answer is not sanitised again', async () => {
  const { client } = createTestClient(() =>
    jsonResponse({ ...person, id: 5, title: 'Field', url: '/f', description: HOSTILE }),
  )
  const first = await client.loadFacility(5)
  const second = await client.loadFacility(5)
  if (first.status !== 'ok' || second.status !== 'ok') throw new Error('expected a facility')
  expect(first.value.description).toBe(CLEAN)
  // The very object mapped the first time: the second call ran no mapping at all.
  expect(second.value).toBe(first.value)
})
