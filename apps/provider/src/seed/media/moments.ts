import type { Db } from '../../db/client'
import { seriesEpisodes } from '../../db/schema'
import { and, asc, eq } from 'drizzle-orm'
import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { PICTURES_PER_SPORT } from '../stories/story-desk'
import { daysBefore, firstSport } from './media-kit'

// A sport's highlight moments (own design, GET /Moments): a title, a day, a picture from the
// sport's story pool and a few lines; some carry the sport's newest highlight video (an episode
// of /Series, seeded with the stories, so moments are seeded after them).

export type SeedMoment = {
  id: number
  sportId: number
  title: string
  day: string
  imagePath: string
  imageAlt: string
  text: string
  videoTitle: string | null
  videoArchive: number | null
}

const MOMENTS: { sport: SportKey; title: string; text: string }[] = [
  {
    sport: 'football',
    title: 'The goal-line stand',
    text: 'Four snaps from the one-yard line, four stops. The defense walked off to a standing ovation and the offense took it 99 yards the other way.',
  },
  {
    sport: 'football',
    title: 'Senior day, one last touchdown',
    text: 'A fifth-year lineman lined up at tight end for one play and caught the first pass of his career in the end zone.',
  },
  {
    sport: 'mbasket',
    title: 'Buzzer-beater from the logo',
    text: 'Down two with 3.1 seconds left, the point guard took one dribble past half court and let it fly. Nothing but net.',
  },
  {
    sport: 'mbasket',
    title: 'Career night: 41 points',
    text: 'The junior guard scored 41, the most by an Owl in 22 years, and added eight assists in a double-overtime win.',
  },
  {
    sport: 'wbasket',
    title: '1,000 career points',
    text: 'A pull-up jumper in the second quarter made the senior forward the 24th member of the program’s 1,000-point club.',
  },
  {
    sport: 'wbasket',
    title: 'Comeback from 19 down',
    text: 'The largest comeback in program history, finished with a defensive stop in the final seconds.',
  },
  {
    sport: 'baseball',
    title: 'Walk-off in the ninth',
    text: 'Bases loaded, two outs, full count: a line drive into the left-center gap sent the dugout sprinting onto the field.',
  },
  {
    sport: 'softball',
    title: 'A perfect game',
    text: 'Twenty-one batters, twenty-one outs. The sophomore struck out 12 in the program’s first perfect game since 2009.',
  },
  {
    sport: 'wvball',
    title: 'Sweep of the No. 5 team',
    text: 'The Owls took down a top-five opponent in straight sets before a sold-out gym.',
  },
  {
    sport: 'wvball',
    title: 'The 2,000th dig',
    text: 'The libero became the program’s career digs leader with a diving save in the third set.',
  },
  {
    sport: 'mhockey',
    title: 'Overtime winner at the rink',
    text: 'A one-timer off the rush 2:14 into overtime, and the student section poured onto the glass.',
  },
  {
    sport: 'whockey',
    title: 'Shutout streak reaches four',
    text: 'The goaltender stopped all 31 shots for her fourth straight shutout, a conference record.',
  },
  {
    sport: 'wsoc',
    title: 'Golden goal to the semifinals',
    text: 'A header off a corner in the 97th minute sent the Owls to the conference tournament semifinals.',
  },
  {
    sport: 'msoc',
    title: 'Penalty-kick hero',
    text: 'The freshman keeper saved two penalties in the shootout and scored the winner himself.',
  },
  {
    sport: 'mlax',
    title: 'Six goals in a half',
    text: 'The attackman scored six times before halftime and finished with a program-record nine points.',
  },
  {
    sport: 'wrow',
    title: 'Varsity eight takes gold',
    text: 'The varsity eight won the grand final by open water, the program’s first conference title in the event.',
  },
  {
    sport: 'mtrack',
    title: 'School record in the 800',
    text: 'A personal best by more than a second broke a school record that had stood since 1994.',
  },
  {
    sport: 'wswim',
    title: 'Relay record falls',
    text: 'The 400 medley relay touched first in a pool-record time and punched a ticket to nationals.',
  },
  {
    sport: 'wrestling',
    title: 'Conference champion at 157',
    text: 'A takedown with eight seconds left won the title bout and the tournament’s outstanding wrestler award.',
  },
  {
    sport: 'mgolf',
    title: 'Hole-in-one on 17',
    text: 'A smooth 8-iron on the par-3 17th dropped for an ace and the individual title.',
  },
  {
    sport: 'fhockey',
    title: 'Last-second equalizer',
    text: 'A penalty corner with no time on the clock forced overtime, and the Owls won it in the shootout.',
  },
  {
    sport: 'wten',
    title: 'Clinching match in a third-set tiebreak',
    text: 'The No. 3 singles player saved two match points before clinching the team’s first ranked win of the year.',
  },
]

export function buildMoments(db: Db, definition: TenantDefinition, clock: SeedClock): SeedMoment[] {
  // A tenant without the moment's sport has no such moment; ids stay by position.
  return MOMENTS.flatMap((moment, index): SeedMoment[] => {
    if (!definition.sports.includes(moment.sport)) return []
    const sport = firstSport(definition, [moment.sport])
    const video = db
      .select({ id: seriesEpisodes.id, title: seriesEpisodes.title })
      .from(seriesEpisodes)
      .where(
        and(eq(seriesEpisodes.tenantId, definition.tenantId), eq(seriesEpisodes.sportId, sport.id)),
      )
      .orderBy(asc(seriesEpisodes.postDate))
      .all()
      .at(-1 - (index % 2))
    const withVideo = index % 3 === 0 && video !== undefined
    return [
      {
        id: 301 + index,
        sportId: sport.id,
        title: moment.title,
        day: daysBefore(clock.now, 4 + index * 11, '00:00:00').slice(0, 10),
        imagePath: `/images/${definition.slug}/stories/${sport.slug}-${1 + (index % PICTURES_PER_SPORT)}.svg`,
        imageAlt: `${definition.schoolName} ${sport.key === 'general' ? 'athletics' : sport.title}`,
        text: moment.text
          .replaceAll('Owls', definition.mascotPlural)
          .replaceAll('an Owl', `a ${definition.mascotSingular}`),
        videoTitle: withVideo ? video.title : null,
        videoArchive: withVideo ? video.id : null,
      },
    ]
  })
}
