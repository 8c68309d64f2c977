import { SocialAccountsResponseSchema } from '@fieldhouse/contract/social-accounts'
import { StaffResourceSchema } from '@fieldhouse/contract/staff'
import {
  StaffCategoriesResponseSchema,
  StaffDirectoryResponseSchema,
  StaffSettingsSchema,
  SupportStaffResponseSchema,
} from '@fieldhouse/contract/staff-directory'
import {
  TicketingExperienceResponseSchema,
  TicketingInfoSchema,
  TicketingPageLocationSchema,
  TicketingResponseSchema,
} from '@fieldhouse/contract/ticketing'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { schemaChecker, testAgainstSchemas, testContractExactly } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// The staff directory, social accounts and ticketing endpoints against the Zod contract (every
// field kept: parsing changes nothing) and against the real provider's JSON Schemas.

const provider = openTestApp()

const officeHead = StaffDirectoryResponseSchema.parse(await provider.getJson('/api/v2/Staff'))
  .items[0]

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Staff', StaffDirectoryResponseSchema],
  ['/api/v2/Staff?categoryId=11&searchText=coach', StaffDirectoryResponseSchema],
  [`/api/v2/Staff/${officeHead?.id}`, StaffResourceSchema],
  ['/api/v2/Staff/filters/categories', StaffCategoriesResponseSchema],
  ['/api/v2/Staff/settings', StaffSettingsSchema],
  ['/api/v2/Staff/supportStaff', SupportStaffResponseSchema],
  ['/api/v2/SocialAccounts', SocialAccountsResponseSchema],
  ['/api/v2/Ticketing', TicketingResponseSchema],
  ['/api/v2/Ticketing/info', TicketingInfoSchema],
  ['/api/v2/Ticketing/settings/page-location', TicketingPageLocationSchema],
  ['/api/v2/TicketingExperience', TicketingExperienceResponseSchema],
]

testContractExactly(provider, ENDPOINTS)

test('social links go to the real hosts with the fictional school handles only', async () => {
  const { accounts } = SocialAccountsResponseSchema.parse(
    await provider.getJson('/api/v2/SocialAccounts'),
  )
  // Every channel key of a user (TikTok, Snapchat ... past the evidence's four).
  const links = accounts.flatMap((group) =>
    group.users.flatMap((user) =>
      Object.entries(user).flatMap(([key, value]) =>
        key !== 'name' && key !== 'title' && (value as { link?: string | null })?.link
          ? [(value as { link: string }).link]
          : [],
      ),
    ),
  )
  expect(links.length).toBeGreaterThan(50)
  for (const link of links) {
    expect(link).toMatch(
      /^https:\/\/(www\.instagram\.com|x\.com|www\.facebook\.com|www\.youtube\.com|www\.tiktok\.com|www\.snapchat\.com|www\.linkedin\.com|www\.twitch\.tv)\/(@|add\/|school\/)?northfieldowls/i,
    )
  }
})

test('the department and every sport have a TikTok account; the department more channels', async () => {
  const { accounts } = SocialAccountsResponseSchema.parse(
    await provider.getJson('/api/v2/SocialAccounts'),
  )
  const department = accounts[0]?.users[0]
  for (const channel of ['tiktok', 'snapchat', 'linkedin', 'twitch']) {
    expect((department?.[channel] as { link?: string } | undefined)?.link).toMatch(/^https:/)
  }
  const sports = accounts.slice(1).flatMap((group) => group.users)
  expect(sports.length).toBeGreaterThan(5)
  for (const sport of sports) {
    expect((sport.tiktok as { link?: string } | undefined)?.link).toMatch(
      /^https:\/\/www\.tiktok\.com\/@/,
    )
  }
})

describeWithShared('provider/schemas', 'fans endpoints against the real JSON Schemas', (dir) => {
  testAgainstSchemas(provider, schemaChecker(dir), [
    ['/api/v2/Staff', 'v2/staff/staffSchema.json'],
    ['/api/v2/Staff?$pageSize=100&$pageIndex=1', 'v2/staff/staffSchema.json'],
    [`/api/v2/Staff/${officeHead?.id}`, 'v2/staff/staffIdSchema.json'],
    ['/api/v2/Staff/filters/categories', 'v2/staff/filterscategoriesSchema.json'],
    ['/api/v2/Staff/settings', 'v2/staff/settingsSchema.json'],
    ['/api/v2/Staff/supportStaff?$pageSize=100', 'v2/staff/supportStaffSchema.json'],
    ['/api/v2/SocialAccounts', 'v2/socialAccounts/socialAccountsSchema.json'],
    ['/api/v2/Ticketing', 'v2/ticketing/ticketingSchema.json'],
    ['/api/v2/Ticketing/info', 'v2/ticketing/infoSchema.json'],
    ['/api/v2/Ticketing/settings/page-location', 'v2/ticketing/settings/pageLocationSchema.json'],
    ['/api/v2/TicketingExperience', 'v2/ticketingExperience/ticketingExperienceSchema.json'],
  ])
})
