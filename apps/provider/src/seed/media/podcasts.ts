import { bannerSvg } from '../../images/svg'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import type { TenantDefinition } from '../tenant-definition'
import { DEMO_EPISODE_AUDIO } from './demo-media/manifest'
import { demoMediaFile, VTT_TYPE } from './demo-media-files'
import { daysBefore, firstSport, mediaSport, type MediaFile } from './media-kit'

// Two podcasts (GET /Podcasts/categories) with a dozen weekly episodes each (GET /Podcasts),
// every episode a short spoken conversation (MP3) with its WebVTT transcript, and between them
// every access case of SPEC 6: free, signed-in only, premium (locked and unlocked) and blacked out
// (no file). The recordings are committed (demo-media/podcasts, one per topic: README "How the
// demo media were made"); each episode stores them under its own paths, so /media refuses a
// locked episode's audio and transcript without refusing another episode of the same topic.

export type SeedPodcast = {
  id: number
  title: string
  slug: string
  description: string
  imagePath: string
  mediaId: number
  sportIds: number[]
  rank: number
}

export type SeedEpisode = {
  id: number
  podcastId: number
  title: string
  description: string
  date: string
  sportIds: number[]
  filePath: string | null
  transcriptPath: string | null
  duration: number
  free: boolean
  authorized: boolean
  authOnlyRequired: boolean
  premium: boolean
  blackedOut: boolean
  blackedOutMessage: string | null
}

export const EPISODES_PER_PODCAST = 12

type Access = Pick<
  SeedEpisode,
  'free' | 'authorized' | 'authOnlyRequired' | 'premium' | 'blackedOut' | 'blackedOutMessage'
>

const FREE: Access = {
  free: true,
  authorized: true,
  authOnlyRequired: false,
  premium: false,
  blackedOut: false,
  blackedOutMessage: null,
}

// By position, newest first: most episodes free, and one of each other case per podcast.
function accessOf(position: number): Access {
  switch (position) {
    case 2:
      return { ...FREE, free: false, authorized: false, authOnlyRequired: true }
    case 4:
      return { ...FREE, free: false, authorized: false, premium: true }
    case 5:
      // A premium episode the department has unlocked for everyone.
      return { ...FREE, free: false, authorized: true, premium: true }
    case 7:
      return {
        ...FREE,
        blackedOut: true,
        blackedOutMessage:
          'This episode is not available: it includes live game audio held by the conference media partner.',
      }
    default:
      return FREE
  }
}

// Topics of the Insider show, in order: each has one recorded conversation in demo-media/podcasts
// (scripts/demo-media/podcast-scripts.ts says the same topics in the same order).
export const SHOW_TOPICS = [
  'a conference championship weekend recap',
  'how the sports medicine staff builds a return-to-play plan',
  'the newest signing class and what it means for next season',
  'a look inside the academic center with two academic all-Americans',
  'the renovation plans for the strength and conditioning center',
  'a conversation with the director of athletics on the year ahead',
  'senior day stories from three graduating captains',
  'the student-athlete advisory committee and its food drive',
  'a Hall of Fame inductee looks back on a championship season',
  'how the equipment staff packs for a five-day road trip',
  'the club that turned into a varsity program',
  'the marching band and the sounds of gameday',
]

// The coach's show has one recording, the film room of the week.
export const COACH_SHOW_TOPIC = 'film room'

function recordingOf(topic: string) {
  const audio = DEMO_EPISODE_AUDIO.find((item) => item.topic === topic)
  if (!audio) throw new Error(`No demo recording for the podcast topic "${topic}"`)
  return audio
}

export function buildPodcasts(
  definition: TenantDefinition,
  clock: SeedClock,
): { podcasts: SeedPodcast[]; episodes: SeedEpisode[]; files: MediaFile[]; pictures: SvgImage[] } {
  const general = mediaSport(definition, 'general')
  const featured = firstSport(definition, [definition.featuredSport])
  const shows = [
    {
      id: 31,
      title: `${definition.mascotPlural} Insider`,
      description: `The ${definition.siteName} podcast: coaches, student-athletes and the people behind the teams, every week of the academic year.`,
      sportIds: [general.id],
      mediaId: 9101,
    },
    {
      id: 32,
      title: `${featured.title} Weekly`,
      description: `The ${definition.schoolName} ${featured.title.toLowerCase()} coach's show: the last game, the next opponent and a player of the week.`,
      sportIds: [featured.id],
      mediaId: 9102,
    },
  ]
  const podcasts: SeedPodcast[] = []
  const episodes: SeedEpisode[] = []
  const files: MediaFile[] = []
  const pictures: SvgImage[] = []
  shows.forEach((show, showIndex) => {
    const slug = show.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    pictures.push({
      path: `media/podcasts/${slug}.svg`,
      svg: bannerSvg(1400, 1400, show.title, definition.palette),
    })
    podcasts.push({ ...show, slug, imagePath: `media/podcasts/${slug}.svg`, rank: showIndex + 1 })
    for (let position = 0; position < EPISODES_PER_PODCAST; position += 1) {
      const number = EPISODES_PER_PODCAST - position
      const id = show.id * 100 + number
      const date = daysBefore(clock.now, 2 + showIndex * 3 + position * 7, '06:00:00')
      const access = accessOf(position)
      const topic = SHOW_TOPICS[(position + showIndex * 5) % SHOW_TOPICS.length] ?? ''
      const recording = recordingOf(showIndex === 0 ? topic : COACH_SHOW_TOPIC)
      const stem = `podcasts/${slug}-episode-${number}`
      if (!access.blackedOut) {
        files.push(
          {
            path: `${stem}.mp3`,
            contentType: 'audio/mpeg',
            public: true,
            body: demoMediaFile(`podcasts/${recording.slug}.mp3`),
          },
          {
            path: `${stem}.transcript.vtt`,
            contentType: VTT_TYPE,
            public: true,
            body: demoMediaFile(`podcasts/${recording.slug}.transcript.vtt`),
          },
        )
      }
      episodes.push({
        id,
        podcastId: show.id,
        title:
          showIndex === 0
            ? `Episode ${number}: ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`
            : `Week ${number}: Film Room and the Road Ahead`,
        description:
          showIndex === 0
            ? `This week on ${show.title}: ${topic}.`
            : `The head coach breaks down last week's film, previews the next opponent and names the ${definition.mascotSingular} of the week.`,
        date,
        sportIds: show.sportIds,
        filePath: access.blackedOut ? null : `${stem}.mp3`,
        transcriptPath: access.blackedOut ? null : `${stem}.transcript.vtt`,
        duration: Math.round(recording.durationSeconds),
        ...access,
      })
    }
  })
  return { podcasts, episodes, files, pictures }
}
