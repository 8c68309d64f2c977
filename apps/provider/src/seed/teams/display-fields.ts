import type { DisplayFieldResource } from '@fieldhouse/contract/rosters-parts'
import type { RosterProfile } from './profiles'

// The roster columns a school picks for a sport (README 4.6 `displayFields`, with the dbField and
// specialColumn names seen on real tenants): no number or position column for sports without
// them, no weight where none is listed, previous school where transfers and juniors are common.
export function rosterDisplayFields(profile: RosterProfile): DisplayFieldResource[] {
  const field = (
    title: string,
    description: string,
    name: { dbField?: string; specialColumn?: string },
  ): DisplayFieldResource => ({
    title,
    description,
    dbField: name.dbField ?? null,
    specialColumn: name.specialColumn ?? null,
    print: true,
  })
  const hasPositions = profile.positions.some((position) => position.short !== '')
  const hasWeights = profile.positions.some((position) => position.weight !== null)
  return [
    profile.jerseys === 'none'
      ? null
      : field('No.', 'Jersey Number', { dbField: 'roster_jerseynum' }),
    hasPositions
      ? field(profile.jerseys === 'none' ? 'Event' : 'Pos.', 'Position', {
          dbField: 'rp_position_short',
        })
      : null,
    field('Ht.', 'Height', { specialColumn: 'height' }),
    hasWeights ? field('Wt.', 'Weight', { dbField: 'rp_weight' }) : null,
    field('Cl.', 'Academic Year', { dbField: 'roster_class' }),
    field('Hometown / High School', 'Hometown / Last School', {
      specialColumn: 'hometownhighschool',
    }),
    field('Previous School', 'Previous School', { dbField: 'player_previous_school' }),
  ].filter((entry): entry is DisplayFieldResource => entry !== null)
}
