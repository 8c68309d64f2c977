import type {
  HistoricalFieldResource,
  RankedBioFieldResource,
  RosterPlayerResource,
  StatsSeasonResource,
} from '@fieldhouse/contract/players'
import type { PlayerSeason, RosterJoined } from '../rosters/roster-queries'
import {
  DisplayFieldsSchema,
  toMediaImage,
  toRosterPlayerResource,
} from '../rosters/roster-resources'

// GET /Players/roster/bio/{rosterPlayerId} (provider/README 4.7, players/rosterBioSchema.json):
// the roster entry plus the bio parts lists leave null. Display strings follow what schools
// print: height "6-2", weight "215 lbs", the long academic year.

const height = (feet: number | null, inches: number | null) =>
  feet === null ? '' : `${feet}-${inches ?? 0}`

const trend = (now: number | null, before: number | null | undefined) =>
  now === null || before === null || before === undefined ? 0 : Math.sign(now - before)

export function toPlayerBioResource(
  current: PlayerSeason,
  roster: RosterJoined,
  // Every public season of the person, newest first.
  seasons: PlayerSeason[],
  statsSeasons: StatsSeasonResource[],
  latestRosterPlayerId: number | undefined,
  origin: string,
): RosterPlayerResource {
  const { rp, p } = current
  const base = toRosterPlayerResource(current, roster.sport, latestRosterPlayerId, origin)
  const school = p.highSchool ?? (p.custom1 || null)
  const bioFields: Record<string, string> = {
    rp_academic_year: rp.academicYearLong,
    height: height(rp.heightFeet, rp.heightInches),
    player_hometown: p.hometown ?? '',
  }
  if (rp.positionShort) bioFields.rp_position_short = rp.positionShort
  if (p.custom1) bioFields.rp_custom1 = p.custom1
  if (rp.weight !== null) bioFields.rp_weight = `${rp.weight} lbs`
  if (p.previousSchool) bioFields.player_previous_school = p.previousSchool
  const ranked: [string, string | null, string][] = [
    ['Position', rp.positionLong || null, 'rp_position_long'],
    ['Height', bioFields.height || null, 'height'],
    ['Weight', bioFields.rp_weight ?? null, 'rp_weight'],
    ['Class', rp.academicYearLong, 'rp_academic_year'],
    ['Hometown', p.hometown, 'player_hometown'],
    ['High School', school, p.highSchool ? 'player_highschool' : 'rp_custom1'],
    ['Previous School', p.previousSchool, 'player_previous_school'],
    ['Major', p.major, 'player_major'],
  ]
  const rankedBioFields: RankedBioFieldResource[] = ranked
    .filter((entry): entry is [string, string, string] => Boolean(entry[1]))
    .map(([label, value, bioField], index) => ({ label, value, bioField, rank: index + 1 }))
  const historicalFields: HistoricalFieldResource[] = seasons.map((entry, index) => {
    const before = seasons[index + 1]?.rp
    const name = `${entry.p.firstName} ${entry.p.lastName}`
    return {
      rosterPlayerId: entry.rp.id,
      image: toMediaImage(entry.rp.image, name, origin),
      season: entry.season.title,
      year: entry.season.year,
      weight: entry.rp.weight,
      weightTrend: trend(entry.rp.weight, before?.weight),
      heightFeet: entry.rp.heightFeet,
      heightInches: entry.rp.heightInches,
      height: height(entry.rp.heightFeet, entry.rp.heightInches),
      heightTrend: trend(
        entry.rp.heightFeet === null
          ? null
          : entry.rp.heightFeet * 12 + (entry.rp.heightInches ?? 0),
        before && before.heightFeet !== null
          ? before.heightFeet * 12 + (before.heightInches ?? 0)
          : null,
      ),
      position: entry.rp.positionLong,
      // Required as a string by the real schema: "" for a season without a number.
      jerseyNumber: entry.rp.jerseyNumber ?? '',
      academicYear: entry.rp.academicYearLong,
      isCaptain: entry.rp.isCaptain,
    }
  })
  return {
    ...base,
    rosterDisplayTitle: roster.roster.displayTitle,
    seasonSlug: roster.season.title,
    // A bio the school chose to hide is not sent.
    bio: rp.hideBio ? null : p.bio,
    bioFields,
    historicalFields,
    displayFields: DisplayFieldsSchema.parse(roster.roster.displayFields),
    rankedBioFields,
    settings: {
      showXmlStatsOnRpPage: statsSeasons.length > 0,
      showHistoricalInfoOnRpPage: historicalFields.length > 1,
    },
    statsSeasons,
    images: [],
  }
}
