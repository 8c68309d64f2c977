// Written by apps/provider/scripts/demo-media/make-demo-media.ts: run it again rather than edit.
// The demo media files beside this module (apps/provider/README.md: "How the demo media were
// made"); durations in seconds as ffprobe measured the encoded files.
import type { DemoEpisodeAudio, DemoVideo } from './types'

export type { DemoEpisodeAudio, DemoVideo }

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: 'football-opener-highlights',
    sport: 'football',
    title: 'Season Opener Highlights',
    description:
      'Highlights of the season opener under the lights: an opening-drive touchdown, a late field goal and a 24 to 10 win.',
    durationSeconds: 30.258,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'mens-basketball-overtime-win',
    sport: 'mbasket',
    title: 'Overtime Win at Home',
    description:
      "The closing minutes of regulation and the overtime period of a home win in men's basketball, with the call from the broadcast.",
    durationSeconds: 31.341,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'womens-soccer-senior-day',
    sport: 'wsoc',
    title: 'Senior Day',
    description:
      "Senior Day in women's soccer: the graduating class is honoured before kickoff, then closes its last home match with a 2 to 0 win.",
    durationSeconds: 25.924,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'volleyball-coach-interview',
    sport: 'wvball',
    title: 'Coach Interview: Ready for the Tournament',
    description:
      "The women's volleyball head coach talks about the team's form, serve receive and the conference tournament ahead.",
    durationSeconds: 28.091,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'baseball-spring-practice',
    sport: 'baseball',
    title: 'Spring Practice at the Ballpark',
    description:
      'A quiet look at the ballpark during spring practice, from the infield to the lights, with music and no narration.',
    durationSeconds: 24.008,
    width: 640,
    height: 360,
    captions: false,
    descriptions: true,
  },
]

export const DEMO_EPISODE_AUDIO: readonly DemoEpisodeAudio[] = [
  {
    slug: 'championship-weekend',
    topic: 'a conference championship weekend recap',
    durationSeconds: 27.794,
  },
  {
    slug: 'return-to-play',
    topic: 'how the sports medicine staff builds a return-to-play plan',
    durationSeconds: 28.761,
  },
  {
    slug: 'signing-class',
    topic: 'the newest signing class and what it means for next season',
    durationSeconds: 26.044,
  },
  {
    slug: 'academic-center',
    topic: 'a look inside the academic center with two academic all-Americans',
    durationSeconds: 28.682,
  },
  {
    slug: 'strength-center',
    topic: 'the renovation plans for the strength and conditioning center',
    durationSeconds: 24.947,
  },
  {
    slug: 'year-ahead',
    topic: 'a conversation with the director of athletics on the year ahead',
    durationSeconds: 26.279,
  },
  {
    slug: 'senior-captains',
    topic: 'senior day stories from three graduating captains',
    durationSeconds: 26.227,
  },
  {
    slug: 'food-drive',
    topic: 'the student-athlete advisory committee and its food drive',
    durationSeconds: 23.928,
  },
  {
    slug: 'hall-of-fame',
    topic: 'a Hall of Fame inductee looks back on a championship season',
    durationSeconds: 23.406,
  },
  {
    slug: 'road-trip',
    topic: 'how the equipment staff packs for a five-day road trip',
    durationSeconds: 24.921,
  },
  {
    slug: 'club-to-varsity',
    topic: 'the club that turned into a varsity program',
    durationSeconds: 26.122,
  },
  {
    slug: 'marching-band',
    topic: 'the marching band and the sounds of gameday',
    durationSeconds: 24.66,
  },
  { slug: 'film-room', topic: 'film room', durationSeconds: 25.861 },
]
