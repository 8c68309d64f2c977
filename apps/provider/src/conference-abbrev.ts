// "Great Lakes Athletic Conference" -> "GLAC": a game's conferenceAbbrev and the name of the
// seeded conference tournaments. The tenant data names its conference in full only.
export function toConferenceAbbrev(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
}
