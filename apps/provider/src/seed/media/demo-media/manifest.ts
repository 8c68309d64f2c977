import type { SportKey } from '../../sport-catalog'

// PLACEHOLDER (issue 35, helper v2): the shape and the five slugs fixed by the seam between the
// media and the all-access work, so the all-access seed compiles. The real manifest, with the
// files and their durations measured with ffprobe, replaces this one at merge.

export type DemoVideo = {
  slug: string // file stem in demo-media/videos/
  sport: SportKey // sport-catalog key, e.g. 'football', 'mbasket'
  title: string
  description: string
  durationSeconds: number // exact, measured with ffprobe after assembly (3 decimals)
  width: number
  height: number
  captions: boolean // videos/{slug}.captions.vtt exists
  descriptions: boolean // videos/{slug}.descriptions.vtt exists
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: 'football-opener-highlights',
    sport: 'football',
    title: 'Season opener highlights',
    description: 'The big plays of the season opener, called by the radio voice.',
    durationSeconds: 32.04,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'mens-basketball-overtime-win',
    sport: 'mbasket',
    title: 'Overtime win: the final minutes',
    description: 'Regulation ends level; the last five minutes decide it.',
    durationSeconds: 28.52,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'womens-soccer-senior-day',
    sport: 'wsoc',
    title: 'Senior day',
    description: 'The seniors are honored before their last regular-season home match.',
    durationSeconds: 35.16,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'volleyball-coach-interview',
    sport: 'wvball',
    title: 'Coach’s corner: the week ahead',
    description: 'The head coach on the last match and the week ahead.',
    durationSeconds: 38.4,
    width: 640,
    height: 360,
    captions: true,
    descriptions: true,
  },
  {
    slug: 'baseball-spring-practice',
    sport: 'baseball',
    title: 'Spring practice',
    description: 'The sound of the first outdoor practice of the spring, no commentary.',
    durationSeconds: 24.8,
    width: 640,
    height: 360,
    captions: false,
    descriptions: true,
  },
]
