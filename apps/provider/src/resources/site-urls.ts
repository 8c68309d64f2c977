// The addresses of the website's pages that this provider puts in the `url` fields of its
// responses, as a real provider does: a player's bio (/Players/search), a coach's or support
// staff member's bio (/Staff/{staffId}) and a facility's page (/Facilities). The one place this
// provider builds them, with one slug rule. The provider may import only packages/contract, so
// the rule is a copy of the website's (packages/domain/src/slug.ts, `toSlug`);
// tests/integration/site-urls.test.ts checks every demo player's, coach's and facility's url
// against the website's own builders, so the two can never drift apart.

// Latin letters that NFKD does not split into a base letter plus a mark.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** "Jordan O'Neil" -> "jordan-o-neil", "Müller" -> "muller": the site's slug rule. */
export function toSiteSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

type PersonName = { firstName: string; lastName: string }

const nameSlug = (person: PersonName, fallback: string) =>
  toSiteSlug(`${person.firstName} ${person.lastName}`) || fallback

/** /sports/{slug}/roster/{first-last}/{rosterPlayerId} */
export function toPlayerUrl(sportSlug: string, player: PersonName, rosterPlayerId: number): string {
  return `/sports/${sportSlug}/roster/${nameSlug(player, 'player')}/${rosterPlayerId}`
}

/** /sports/{slug}/roster/coaches/{name}/{staffId}, or .../roster/staff/... for support staff. */
export function toStaffUrl(
  sportSlug: string,
  kind: 'coach' | 'support',
  person: PersonName,
  staffId: number,
): string {
  const folder = kind === 'coach' ? 'coaches' : 'staff'
  return `/sports/${sportSlug}/roster/${folder}/${nameSlug(person, 'staff')}/${staffId}`
}

/** /staff-directory/{first-last}/{staffId}: a directory bio (SPEC 2.1), for the department's own staff. */
export function toDirectoryStaffUrl(person: PersonName, staffId: number): string {
  return `/staff-directory/${nameSlug(person, 'staff')}/${staffId}`
}

/** /facilities/{title-slug}/{facilityId} */
export function toFacilityUrl(facility: { id: number; title: string }): string {
  return `/facilities/${toSiteSlug(facility.title) || 'facility'}/${facility.id}`
}
