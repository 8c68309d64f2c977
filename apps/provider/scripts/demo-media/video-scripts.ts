import type { SportKey } from '../../src/seed/sport-catalog'
import type { VenueKind } from '../../src/images/venue-svg'

// The words and pictures of the five demo videos (v-shared seam, issue 35). Each scene is one
// venue picture with a slow camera move and one description cue; its lines are spoken one after
// the other and each becomes one caption cue with exactly the words spoken. Both tenants show the
// same files, so nothing here names a school, a mascot or a colour.

export type Voice = { name: string; espeak: string; speed: number; pitch: number }
export type Line = { voice: Voice; text: string }
export type Motion = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right'
export type Scene = {
  venue: VenueKind
  view: number
  motion: Motion
  description: string
  lines: readonly Line[]
  // A scene without lines lasts this long; one with lines as long as its lines need.
  seconds?: number
}
export type VideoScript = {
  slug: string
  sport: SportKey
  title: string
  description: string
  venueName: string
  // The title strap, shown top left for the first seconds.
  strap: string
  scenes: readonly Scene[]
}

const ANNOUNCER: Voice = { name: 'Announcer', espeak: 'en-us+m3', speed: 165, pitch: 45 }
const ANALYST: Voice = { name: 'Analyst', espeak: 'en-us+m1', speed: 160, pitch: 35 }
const NARRATOR: Voice = { name: 'Narrator', espeak: 'en-us+f3', speed: 160, pitch: 55 }
const INTERVIEWER: Voice = { name: 'Jamie Cole', espeak: 'en-us+f2', speed: 160, pitch: 60 }
const COACH: Voice = { name: 'Coach Rivera', espeak: 'en-us+f4', speed: 150, pitch: 40 }

export const VIDEO_SCRIPTS: readonly VideoScript[] = [
  {
    slug: 'football-opener-highlights',
    sport: 'football',
    title: 'Season Opener Highlights',
    description:
      'Highlights of the season opener under the lights: an opening-drive touchdown, a late field goal and a 24 to 10 win.',
    venueName: 'Home Stadium',
    strap: 'Football · Season opener highlights',
    scenes: [
      {
        venue: 'stadium',
        view: 0,
        motion: 'zoom-in',
        description: 'The stadium under the lights on a full game night.',
        lines: [
          { voice: ANNOUNCER, text: 'Welcome to opening night, and the stadium is full.' },
          {
            voice: ANNOUNCER,
            text: 'The home side takes the field for the first game of the season.',
          },
        ],
      },
      {
        venue: 'stadium',
        view: 1,
        motion: 'pan-right',
        description: 'The field seen from above, the logo at midfield.',
        lines: [
          { voice: ANNOUNCER, text: 'First quarter: six plays, 75 yards on the opening drive.' },
          {
            voice: ANNOUNCER,
            text: 'A strike to the tight end in the corner of the end zone. Touchdown!',
          },
        ],
      },
      {
        venue: 'stadium',
        view: 2,
        motion: 'zoom-out',
        description: 'A goalpost at the back of the end zone.',
        lines: [
          {
            voice: ANNOUNCER,
            text: 'Late in the fourth, a 42 yard field goal puts the game away.',
          },
        ],
      },
      {
        venue: 'stadium',
        view: 3,
        motion: 'pan-left',
        description: 'Rows of seats in the stands as the crowd heads home.',
        lines: [{ voice: ANNOUNCER, text: 'Final score, 24 to 10. One down, eleven to go.' }],
      },
    ],
  },
  {
    slug: 'mens-basketball-overtime-win',
    sport: 'mbasket',
    title: 'Overtime Win at Home',
    description:
      "The closing minutes of regulation and the overtime period of a home win in men's basketball, with the call from the broadcast.",
    venueName: 'Home Arena',
    strap: "Men's Basketball · Overtime win",
    scenes: [
      {
        venue: 'arena',
        view: 0,
        motion: 'zoom-in',
        description: 'The arena bowl on game day, the video board over centre court.',
        lines: [
          {
            voice: ANNOUNCER,
            text: 'Ten seconds left, down by two, and the arena is on its feet.',
          },
          { voice: ANALYST, text: 'They need a clean look here. Get it inside.' },
        ],
      },
      {
        venue: 'arena',
        view: 2,
        motion: 'zoom-out',
        description: 'The backboard and rim close up.',
        lines: [
          {
            voice: ANNOUNCER,
            text: 'The drive, the layup, it rolls in! We are going to overtime!',
          },
          { voice: ANALYST, text: 'What composure from a first year guard.' },
        ],
      },
      {
        venue: 'arena',
        view: 1,
        motion: 'pan-right',
        description: 'Centre court from above.',
        lines: [
          { voice: ANNOUNCER, text: 'Overtime belongs to the home side: eight straight points.' },
          { voice: ANALYST, text: 'Defense won this one. Three stops in a row.' },
        ],
      },
      {
        venue: 'arena',
        view: 3,
        motion: 'pan-left',
        description: 'Seats in the stands as the students celebrate.',
        lines: [{ voice: ANNOUNCER, text: 'It is over! An overtime win, 81 to 74.' }],
      },
    ],
  },
  {
    slug: 'womens-soccer-senior-day',
    sport: 'wsoc',
    title: 'Senior Day',
    description:
      "Senior Day in women's soccer: the graduating class is honoured before kickoff, then closes its last home match with a 2 to 0 win.",
    venueName: 'Home Pitch',
    strap: "Women's Soccer · Senior Day",
    scenes: [
      {
        venue: 'pitch',
        view: 0,
        motion: 'pan-right',
        description: 'The pitch and main stand before kickoff.',
        lines: [
          {
            voice: NARRATOR,
            text: 'Senior Day, and nine graduating players walk out one last time.',
          },
          { voice: NARRATOR, text: 'Families line the touchline as each name is read.' },
        ],
      },
      {
        venue: 'pitch',
        view: 1,
        motion: 'zoom-in',
        description: 'The centre circle from above.',
        lines: [
          {
            voice: NARRATOR,
            text: 'In the 23rd minute, the captain curls one in from the edge of the box.',
          },
        ],
      },
      {
        venue: 'pitch',
        view: 2,
        motion: 'zoom-out',
        description: 'A goal seen from the penalty spot.',
        lines: [
          {
            voice: NARRATOR,
            text: 'A second half penalty doubles the lead, and the keeper keeps a clean sheet.',
          },
        ],
      },
      {
        venue: 'pitch',
        view: 3,
        motion: 'pan-left',
        description: 'The pitch on a match night after the final whistle.',
        lines: [{ voice: NARRATOR, text: 'Two to nothing. A fitting send off for the seniors.' }],
      },
    ],
  },
  {
    slug: 'volleyball-coach-interview',
    sport: 'wvball',
    title: 'Coach Interview: Ready for the Tournament',
    description:
      "The women's volleyball head coach talks about the team's form, serve receive and the conference tournament ahead.",
    venueName: 'The Fieldhouse',
    strap: "Women's Volleyball · Coach Rivera",
    scenes: [
      {
        venue: 'fieldhouse',
        view: 0,
        motion: 'zoom-in',
        description: 'The vaulted hall of the fieldhouse, where the interview takes place.',
        lines: [
          { voice: INTERVIEWER, text: 'Coach, six wins in a row. What has changed?' },
          {
            voice: COACH,
            text: 'Our serve receive. We pass the ball better than anyone right now.',
          },
        ],
      },
      {
        venue: 'fieldhouse',
        view: 1,
        motion: 'pan-right',
        description: 'The main court inside the fieldhouse, seen from above.',
        lines: [
          { voice: INTERVIEWER, text: 'Who has stepped up for you?' },
          {
            voice: COACH,
            text: 'Our setter. She runs the offense like a senior, and she is a sophomore.',
          },
        ],
      },
      {
        venue: 'fieldhouse',
        view: 2,
        motion: 'zoom-out',
        description: 'The strength and conditioning floor, racks and platforms in rows.',
        lines: [
          {
            voice: INTERVIEWER,
            text: 'The conference tournament starts next week. Are you ready?',
          },
          { voice: COACH, text: 'We are healthy, we are hungry, and we will be ready.' },
        ],
      },
    ],
  },
  {
    slug: 'baseball-spring-practice',
    sport: 'baseball',
    title: 'Spring Practice at the Ballpark',
    description:
      'A quiet look at the ballpark during spring practice, from the infield to the lights, with music and no narration.',
    venueName: 'Home Ballpark',
    strap: 'Baseball · Spring practice',
    scenes: [
      {
        venue: 'ballpark',
        view: 0,
        motion: 'zoom-in',
        description: 'The ballpark at dusk, seen from behind home plate.',
        lines: [],
        seconds: 6,
      },
      {
        venue: 'ballpark',
        view: 1,
        motion: 'pan-right',
        description: 'The infield from above, the bases and the mound.',
        lines: [],
        seconds: 6,
      },
      {
        venue: 'ballpark',
        view: 2,
        motion: 'zoom-out',
        description: 'Crossed bats and a baseball.',
        lines: [],
        seconds: 6,
      },
      {
        venue: 'ballpark',
        view: 3,
        motion: 'pan-left',
        description: 'The ballpark under the lights as practice ends.',
        lines: [],
        seconds: 6,
      },
    ],
  },
]
