import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import { sportIdOf, type TenantDefinition } from '../tenant-definition'

// What the media seeders share: the tenant's sports, dates counted back from the seed clock
// (nothing is ever dated after its `now`), and the files they write.

export type MediaSport = {
  key: SportKey
  id: number
  title: string
  slug: string
  shortName: string
}

// A generated file, stored in media_files and served under /media/{tenant}/{path} when public.
export type MediaFile = { path: string; contentType: string; body: Buffer; public: boolean }

export function mediaSport(definition: TenantDefinition, key: SportKey): MediaSport {
  const sport = SPORT_CATALOG[key]
  return {
    key,
    id: sportIdOf(definition, key),
    title: sport.title,
    slug: sport.slug,
    shortName: sport.shortName,
  }
}

// The first of `keys` the tenant has, else its general (department) entry.
export function firstSport(definition: TenantDefinition, keys: readonly SportKey[]): MediaSport {
  const key = keys.find((candidate) => definition.sports.includes(candidate)) ?? 'general'
  return mediaSport(definition, key)
}

// `days` whole days before the clock's day, at `time`: always before `now`.
export function daysBefore(now: string, days: number, time = '10:00:00'): string {
  const day = new Date(Date.parse(`${now.slice(0, 10)}T00:00:00Z`) - days * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T${time}`
}

// `days` whole days after the clock's day: only for what ends later (a store sale's end), never
// for something that happened.
export function daysAfter(now: string, days: number, time = '10:00:00'): string {
  return daysBefore(now, -days, time)
}

// "2026-12-05T09:00:00" -> "D:20261205090000" (PDF date).
export function pdfDate(local: string): string {
  return `D:${local.replace(/[-T:]/g, '').slice(0, 14)}`
}

// "2026-12-05..." -> "2026/12/5" (the site's dated paths drop leading zeros, README 5).
export function datedPath(local: string): string {
  return `${local.slice(0, 4)}/${Number(local.slice(5, 7))}/${Number(local.slice(8, 10))}`
}

export function seasonLabel(academicYear: number): string {
  return `${academicYear}-${String((academicYear + 1) % 100).padStart(2, '0')}`
}

// A small deterministic hash for spreading values (dates, scores) without a random stream.
export function spread(...parts: number[]): number {
  let state = 2166136261
  for (const part of parts) state = Math.imul(state ^ part, 16777619) >>> 0
  return state
}
