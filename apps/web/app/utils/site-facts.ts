import { toAppleAppId } from '@fieldhouse/domain/site-facts'
import type { MobileSettings } from '@fieldhouse/provider-client/integration-settings'
import type { SchoolSettings } from '@fieldhouse/provider-client/settings'

/** The school's facts a department shows (SPEC.md 3 "Site settings"); null where unset. */
export type SchoolFacts = {
  address: string | null
  phone: string | null
  mascotPlural: string | null
}

/**
 * What the shell loads at mount beyond what it renders itself (SPEC.md 7): the mobile settings'
 * App Store id (the smart app banner) and the school's facts (footer, contact page, structured
 * data) (docs/decisions/034). Kept on the server: the root loader sends it on a property the
 * hydration data does not carry (withServerOnly).
 */
export type SiteFacts = {
  appleAppId: string | null
  school: SchoolFacts
}

export type SiteFactsInput = {
  school: SchoolSettings | null
  mobile: MobileSettings | null
}

// A failed or refused read is null (SPEC.md 8): every fact is then absent, never another value.
export function toSiteFacts(input: SiteFactsInput): SiteFacts {
  return {
    appleAppId: toAppleAppId(input.mobile?.mobileAppleAppId),
    school: toSchoolFacts(input.school),
  }
}

export function toSchoolFacts(school: SchoolSettings | null): SchoolFacts {
  const text = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || null
  return {
    address: text(school?.schoolAddress),
    phone: text(school?.schoolPhoneNumber),
    mascotPlural: text(school?.mascotPlural),
  }
}
