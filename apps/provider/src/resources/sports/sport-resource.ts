import type { SlugSportResource } from '@fieldhouse/contract/sport-parts'
import type { SportResource } from '@fieldhouse/contract/sports'
import type { sports } from '../../db/schema'

// The full /Sports object, which other resources embed too (an award's `sport`).

type SportRow = typeof sports.$inferSelect

// Emits every field the real JSON Schema requires; settings the reference provider does not
// model get the values seen in real responses (false, 0 or null).
export function toSportResource(row: SportRow): SportResource {
  return {
    seasonId: row.seasonId ?? 0,
    conferenceId: row.conferenceId ?? 0,
    rosterId: row.rosterId,
    scheduleId: row.scheduleId,
    usesPoints: false,
    hasDoubleHeader: false,
    defaultLocation: null,
    defaultFacility: null,
    created: row.created,
    oldId: null,
    defaultStatsLink: null,
    usesSidearmStats: !row.nonSport,
    conferenceXml: null,
    conferenceDisplay: !row.nonSport,
    nonSport: row.nonSport,
    atVs: !row.nonSport,
    eventInclusion: null,
    hasDepthChart: false,
    hasOvertimeLosses: false,
    hasOvertimeWins: false,
    facebookPage: row.facebookPage,
    facebookId: null,
    twitterName: row.twitterName,
    instagramName: row.instagramName,
    googlePlusId: null,
    pinterestName: row.pinterestName,
    youtubeName: row.youtubeName,
    globalSportShortName: row.globalSportShortName,
    statsLink: null,
    scheduleUpcomingGamesToShow: 3,
    scheduleUpcomingGamesBackgroundImage: null,
    scheduleUpcomingGamesBackgroundFullWidth: false,
    ticketsLink: row.ticketsLink,
    ticketmasterAttractionId: null,
    appPriority: row.appPriority,
    displaySocialMedia: true,
    youtubePlaylistId: '',
    nonSportOnArchive: row.nonSport,
    hasHockeySystem: false,
    displayNextEvent: !row.nonSport,
    displayOpponentHistory: row.displayOpponentHistory,
    nonSportOnCalendar: row.nonSport,
    imagesJson: null,
    momentIds: null,
    defaultVideoLink: null,
    hasHockey3V3: false,
    gameSynonym: null,
    abbrev: row.abbrev,
    shortDisplay: row.shortDisplay,
    shortName: row.shortName,
    globalSportId: row.globalSportId,
    globalSportNameSlug: row.globalSportNameSlug,
    globalSportGender: row.globalSportGender,
    id: row.id,
    title: row.title,
  }
}

// The `{ id, title, slug, shortName }` reference of on-this-day entries, moments and sport files
// (the contract's SlugSportSchema); a sport the tenant no longer has keeps its id, names empty.
export function toSlugSport(id: number, row: SportRow | undefined): SlugSportResource {
  return {
    id,
    title: row?.title ?? '',
    slug: row?.globalSportNameSlug ?? '',
    shortName: row?.shortName ?? '',
  }
}
