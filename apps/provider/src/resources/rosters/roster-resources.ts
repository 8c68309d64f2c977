import type { RosterPlayerResource } from '@fieldhouse/contract/players'
import type { RosterListItemResource, RosterResource } from '@fieldhouse/contract/rosters'
import {
  DisplayFieldSchema,
  type MediaImageResource,
  type RosterSportResource,
  type SocialMediaEntryResource,
} from '@fieldhouse/contract/rosters-parts'
import type { SeasonResource } from '@fieldhouse/contract/seasons'
import type { RosterStaffResource } from '@fieldhouse/contract/staff'
import { z } from 'zod'
import type { PlayerJoined, RosterJoined, SeasonRow, SportRow } from './roster-queries'

// Rows -> wire shapes of rosters and players (provider/README 4.6). Every field the real JSON
// Schemas require is sent, with the real provider's quirks: bio parts null in lists, `note` ""
// rather than null (one real schema allows null, the other does not), image paths site-relative
// with an absolute twin on this provider's own origin.

export function toRosterSport(sport: SportRow): RosterSportResource {
  return {
    abbrev: sport.abbrev,
    shortDisplay: sport.shortDisplay,
    shortName: sport.shortName,
    globalSportId: sport.globalSportId,
    globalSportNameSlug: sport.globalSportNameSlug,
    globalSportGender: sport.globalSportGender,
    id: sport.id,
    title: sport.title,
  }
}

export function toSeasonResource(season: SeasonRow): SeasonResource {
  return {
    id: season.id,
    title: season.title,
    shortName: null,
    startDate: season.startDate,
    created: season.created,
  }
}

export function toMediaImage(
  path: string | null,
  name: string,
  origin: string,
): MediaImageResource | null {
  if (!path) return null
  return {
    mediaCaption: null,
    url: path,
    absoluteUrl: `${origin}${path}`,
    altText: name,
    title: name,
    creditName: null,
  }
}

// All eleven platforms, always, null when unset (README 5).
const PLATFORMS = [
  ['Twitter', 'twitter', (u: string) => `https://x.com/${u}`],
  ['Instagram', 'instagram', (u: string) => `https://www.instagram.com/${u}`],
  ['Facebook', 'facebook', (u: string) => `https://www.facebook.com/${u}`],
  ['YouTube', 'youtube', (u: string) => `https://www.youtube.com/@${u}`],
  ['Snapchat', 'snapchat', (u: string) => `https://www.snapchat.com/add/${u}`],
  ['TikTok', 'tiktok', (u: string) => `https://www.tiktok.com/@${u}`],
  ['Cameo', 'cameo', (u: string) => `https://www.cameo.com/${u}`],
  ['Twitch', 'twitch', (u: string) => `https://www.twitch.tv/${u}`],
  ['LinkedIn', 'linkedin', (u: string) => `https://www.linkedin.com/in/${u}`],
  ['Shop', 'shop', (u: string) => u],
  ['INFLCR', 'inflcr', (u: string) => u],
] as const

export type Handles = Partial<Record<(typeof PLATFORMS)[number][1], string | null>>

export function toSocialMediaR(handles: Handles): SocialMediaEntryResource[] {
  return PLATFORMS.map(([platformName, key, toUrl]) => {
    const userName = handles[key] ?? null
    return {
      platformName,
      userName,
      url: userName ? toUrl(userName) : null,
      icon: `icon-social-${key}`,
      oldIcon: key === 'inflcr' ? null : `sf-${key}`,
    }
  })
}

// The keyed twin of socialMediaR; the real schemas list the ten older platforms.
export function toSocialMediaMap(handles: Handles): Record<string, unknown> {
  return Object.fromEntries(
    toSocialMediaR(handles)
      .filter((entry) => entry.platformName !== 'INFLCR')
      .map((entry) => [
        entry.platformName,
        entry.userName ? { userName: entry.userName, url: entry.url } : null,
      ]),
  )
}

export const DisplayFieldsSchema = z.array(DisplayFieldSchema)

export function toRosterPlayerResource(
  { rp, p }: PlayerJoined,
  sport: SportRow,
  latestRosterPlayerId: number | undefined,
  origin: string,
): RosterPlayerResource {
  const name = `${p.firstName} ${p.lastName}`
  const handles: Handles = {
    twitter: p.twitterUsername,
    instagram: p.instagramUsername,
    tiktok: p.tiktokUsername,
  }
  return {
    rosterPlayerId: rp.id,
    playerId: p.id,
    latestRosterPlayerId: latestRosterPlayerId ?? rp.id,
    rosterDisplayTitle: null,
    seasonSlug: null,
    firstName: p.firstName,
    lastName: p.lastName,
    hometown: p.hometown,
    highSchool: p.highSchool,
    previousSchool: p.previousSchool,
    major: p.major,
    birthDate: null,
    gender: p.gender,
    pronouns: null,
    facebookUsername: null,
    instagramUsername: p.instagramUsername,
    twitterUsername: p.twitterUsername,
    snapchatUsername: null,
    tiktokUsername: p.tiktokUsername,
    cameoUsername: null,
    youtubeUsername: null,
    twitchUsername: null,
    linkedinUsername: null,
    shopUrl: null,
    socialMedia: toSocialMediaMap(handles),
    socialMediaR: toSocialMediaR(handles),
    weight: rp.weight,
    heightFeet: rp.heightFeet,
    heightInches: rp.heightInches,
    positionShort: rp.positionShort,
    positionLong: rp.positionLong,
    jerseyNumber: rp.jerseyNumber,
    jerseyNumberSecond: null,
    academicYearNumber: rp.academicYearNumber,
    academicYearShort: rp.academicYearShort,
    academicYearLong: rp.academicYearLong,
    isCaptain: rp.isCaptain,
    letters: rp.letters,
    hide: rp.hide,
    hideBio: rp.hideBio,
    custom1: p.custom1,
    custom2: p.custom2,
    custom3: '',
    image: toMediaImage(rp.image, name, origin),
    headerImage: null,
    images: null,
    sport: toRosterSport(sport),
    bio: null,
    bioFields: null,
    historicalFields: null,
    hasWePlayedMoments: false,
    lastUpdated: rp.lastUpdated,
    displayFields: null,
    rankedBioFields: null,
    settings: null,
    statsSeasons: null,
  }
}

export function toRosterResource(
  { roster, season, sport }: RosterJoined,
  players: RosterPlayerResource[],
  staff: { coaches: RosterStaffResource[]; support: RosterStaffResource[] },
): RosterResource {
  return {
    id: roster.id,
    templateId: null,
    breakdownSize: 'large',
    displayTitle: roster.displayTitle,
    displayTemplate: 'legacy_1_list_right_rail',
    note: roster.note ?? '',
    noteLocation: false,
    displayCoaches: true,
    hide: roster.hide,
    sortAlpha: roster.sortAlpha,
    orderByWomenFirst: false,
    contentTemplate: 'legacy_1_no_rail',
    displayFields: DisplayFieldsSchema.parse(roster.displayFields),
    season: toSeasonResource(season),
    sport: toRosterSport(sport),
    image: null,
    downloads: null,
    sportFile: null,
    statCrew: null,
    allStaffImage: null,
    players,
    coaches: staff.coaches,
    support: staff.support,
  }
}

export function toRosterListItem({ roster, season, sport }: RosterJoined): RosterListItemResource {
  return {
    rosterId: roster.id,
    displayTitle: roster.displayTitle,
    seasonTitle: season.title,
    globalSportNameSlug: sport.globalSportNameSlug,
  }
}
