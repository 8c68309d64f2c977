import { expect, test } from 'vitest'
import { RosterPlayerResourceSchema } from './players'
import { RosterListResponseSchema, RosterResourceSchema } from './rosters'

// Shaped like the real schemas' samples (schemas/v2/rosters/rosterIdSchema.json, README 4.6).
const player = {
  rosterPlayerId: 24820,
  playerId: 9912,
  rosterDisplayTitle: null,
  seasonSlug: null,
  firstName: 'Jamie',
  lastName: 'Kabuusu',
  hometown: 'Kampala, Uganda',
  highSchool: null,
  previousSchool: null,
  gender: 'M',
  weight: 175,
  heightFeet: 6,
  heightInches: 1,
  positionShort: 'D',
  positionLong: '',
  jerseyNumber: '2',
  academicYearNumber: 8,
  academicYearShort: 'R-Sr.',
  academicYearLong: 'Redshirt Senior',
  isCaptain: false,
  letters: 0,
  hide: false,
  hideBio: false,
  custom1: '',
  custom2: '',
  custom3: '',
  image: {
    mediaCaption: null,
    url: '/images/2025/8/18/Kabuusu_Jamie.png',
    absoluteUrl: 'https://goduke.com/images/2025/8/18/Kabuusu_Jamie.png',
    altText: 'Jamie Kabuusu',
    title: 'Jamie Kabuusu',
    creditName: null,
  },
  socialMediaR: [{ platformName: 'Twitter', userName: null, url: null, icon: null, oldIcon: null }],
  socialMedia: { Twitter: null, Instagram: null },
  bio: null,
  bioFields: null,
  historicalFields: null,
  statsSeasons: null,
}

const roster = {
  id: 1017,
  templateId: null,
  displayTitle: "2025 Men's Soccer Roster",
  note: null,
  displayFields: [
    { title: 'No.', description: 'Jersey Number', dbField: 'roster_jerseynum', print: true },
  ],
  season: {
    id: 400,
    title: '2025',
    shortName: null,
    startDate: '2025-08-01T00:00:00',
    created: '2025-04-01T00:00:00',
  },
  sport: {
    id: 10,
    title: "Men's Soccer",
    abbrev: 'MSOC',
    shortName: 'msoc',
    globalSportId: 6,
    globalSportNameSlug: 'mens-soccer',
    globalSportGender: 'm',
    shortDisplay: 'MSOC',
  },
  image: null,
  downloads: null,
  players: [player],
  coaches: null,
  support: null,
}

test('an evidenced roster parses as it is', () => {
  expect(RosterResourceSchema.parse(roster)).toEqual(roster)
})

test('a player may have no number, no height, no picture and the high school in custom1', () => {
  const parsed = RosterPlayerResourceSchema.parse({
    ...player,
    jerseyNumber: null,
    heightFeet: null,
    heightInches: null,
    weight: null,
    image: null,
    hometown: null,
    custom1: 'Eden Prairie HS',
  })
  expect(parsed).toMatchObject({ jerseyNumber: null, image: null, custom1: 'Eden Prairie HS' })
  expect(RosterPlayerResourceSchema.parse({ ...player, jerseyNumber: '00' }).jerseyNumber).toBe(
    '00',
  )
})

test('unknown fields of newer tenants are dropped', () => {
  const parsed = RosterResourceSchema.parse({ ...roster, applyCustomFormatting: true })
  expect(parsed).not.toHaveProperty('applyCustomFormatting')
})

test.each([
  ['a numeric jersey', { ...player, jerseyNumber: 2 }],
  ['a missing rosterPlayerId', { ...player, rosterPlayerId: undefined }],
  ['an image without url', { ...player, image: { altText: 'x' } }],
])('a player with %s is rejected', (_name, body) => {
  expect(RosterPlayerResourceSchema.safeParse(body).success).toBe(false)
})

test('the season selector is a bare array', () => {
  const item = {
    rosterId: 1,
    displayTitle: 'x',
    seasonTitle: '2025',
    globalSportNameSlug: 'baseball',
  }
  expect(RosterListResponseSchema.parse([item])).toEqual([item])
})
