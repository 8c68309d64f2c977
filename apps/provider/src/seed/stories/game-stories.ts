import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { listGames, type GameJoined } from '../../resources/games/games-queries'
import type { SeedClock } from '../../clock/seed-clock'
import type { TenantDefinition } from '../tenant-definition'
import {
  previewCopy,
  recapCopy,
  type GameCopy,
  type GameStoryContext,
  type RosterName,
} from './game-story-copy'
import type { GalleryImage, StoryDesk } from './story-desk'
import {
  addHours,
  atTime,
  earlier,
  paragraphs,
  roll,
  slugify,
  storyDice,
  teaserOf,
  type SeedStory,
  type StoryBlock,
} from './story-kit'

// Recaps of played games and previews of games to come, linked to the seeded games (decision
// record 020): a recap only once the game is over (dated at most the seed clock's now), a
// preview dated before its game. Ids follow the game's (game id x 10 + 1 recap, + 2 preview) so
// a story keeps its id and URL when the clock moves.

export type HighlightEpisode = { gameId: number; sportId: number; title: string; date: string }
// A played football game of the current season (the coach's show follows each one).
export type FootballWeek = { id: number; date: string; opponent: string }

// A story's title, sub-headline, teaser and slug from its copy.
function headlinesOf(copy: GameCopy) {
  const { title, subHeadline } = copy
  return { title, subHeadline, teaser: teaserOf(copy.paragraphs[0] ?? title), slug: slugify(title) }
}

// Share of played games that get a recap, by sport; football and postseason games always do.
const RECAP_SHARE: Record<string, number> = {
  football: 1,
  mbasket: 0.55,
  wbasket: 0.55,
  wvball: 0.4,
  mhockey: 0.4,
  whockey: 0.4,
}
const HIGHLIGHT_SPORTS = new Set(['football', 'mbasket', 'wbasket'])

type Record3 = { w: number; l: number; t: number }
const text = (r: Record3) => `${r.w}-${r.l}${r.t > 0 ? `-${r.t}` : ''}`

export function rosterNames(db: Db, tenantId: number): Map<number, RosterName[]> {
  const rows = db.all<{
    seasonId: number
    first: string
    last: string
    position: string
    year: string
  }>(sql`
    select r.season_id seasonId, p.first_name first, p.last_name last,
      rp.position_short position, rp.academic_year_long year
    from roster_players rp
    join rosters r on r.tenant_id = rp.tenant_id and r.id = rp.roster_id
    join players p on p.tenant_id = rp.tenant_id and p.id = rp.player_id
    where rp.tenant_id = ${tenantId} and not rp.hide order by r.season_id, rp.rank`)
  const bySeason = new Map<number, RosterName[]>()
  for (const row of rows) {
    const list = bySeason.get(row.seasonId) ?? []
    list.push(row)
    bySeason.set(row.seasonId, list)
  }
  return bySeason
}

function headCoaches(db: Db, tenantId: number): Map<number, string> {
  const rows = db.all<{ seasonId: number; name: string }>(sql`
    select r.season_id seasonId, s.first_name || ' ' || s.last_name name
    from roster_staff rs
    join rosters r on r.tenant_id = rs.tenant_id and r.id = rs.roster_id
    join staff s on s.tenant_id = rs.tenant_id and s.id = rs.staff_id
    where rs.tenant_id = ${tenantId} and rs.title = 'Head Coach'`)
  return new Map(rows.map((row) => [row.seasonId, row.name]))
}

export function buildGameStories(
  db: Db,
  definition: TenantDefinition,
  clock: SeedClock,
  desk: StoryDesk,
): { stories: SeedStory[]; highlights: HighlightEpisode[]; footballWeeks: FootballWeek[] } {
  const tenantId = definition.tenantId
  const rosters = rosterNames(db, tenantId)
  const coaches = headCoaches(db, tenantId)
  const stories: SeedStory[] = []
  const highlights: HighlightEpisode[] = []
  const footballWeeks: FootballWeek[] = []
  const records = new Map<number, { all: Record3; league: Record3 }>()
  const meetings = new Map<string, GameJoined>()
  const soon = addHours(clock.now, 24 * 7)

  for (const row of listGames(db, tenantId)) {
    const { game, sport, season, opponent } = row
    const sportInfo = desk.sport(sport.id)
    if (!sportInfo) continue
    const record = records.get(season.id) ?? {
      all: { w: 0, l: 0, t: 0 },
      league: { w: 0, l: 0, t: 0 },
    }
    records.set(season.id, record)
    const meetingKey = `${sport.id}:${opponent.id}`
    const played = game.status === 'O' && ['W', 'L', 'T'].includes(game.resultStatus ?? '')
    const context = (): GameStoryContext => ({
      row,
      sportKey: sportInfo.key,
      sportTitle: sportInfo.title,
      school: definition.schoolName,
      mascots: definition.mascotPlural,
      conference: definition.conferenceName,
      overall: text(record.all),
      league: text(record.league),
      roster: rosters.get(season.id) ?? [],
      coach: coaches.get(season.id) ?? null,
      lastMeeting: meetings.get(meetingKey) ?? null,
    })
    const dice = storyDice(definition, game.id)
    const important = sportInfo.key === 'football' || game.tournament !== ''
    const seasonLinks = [
      {
        linkId: game.id * 10 + 3,
        linkUrl: `/sports/${sportInfo.slug}/schedule/${season.title}`,
        linkText: 'Full Schedule',
      },
    ]

    // A preview: before every football and postseason game, and before the coming week's games.
    const upcoming = game.status === 'A' && game.gameState !== 5 && game.date >= clock.now
    if ((played && important) || (upcoming && game.date < soon && (important || roll(dice, 0.6)))) {
      const copy = previewCopy(dice, context())
      const date = earlier(atTime(addHours(game.date, -48), '10:00:00'), clock.now)
      stories.push(
        desk.story({
          id: game.id * 10 + 2,
          sportId: sport.id,
          ...headlinesOf(copy),
          date,
          type: 'preview',
          body: { content: paragraphs(copy.paragraphs) },
          image: desk.image(
            sportInfo,
            dice,
            `${definition.mascotPlural} ${sportInfo.title.toLowerCase()} preparing for ${opponent.name}`,
          ),
          video: null,
          links: seasonLinks,
          tagSlugs: ['game-preview', ...(game.tournament ? ['postseason'] : [])],
          games: [{ gameId: game.id, role: 'preview' }],
        }),
      )
    }

    if (played) {
      const status = game.resultStatus as 'W' | 'L' | 'T'
      const which = status === 'W' ? 'w' : status === 'L' ? 'l' : 't'
      record.all[which] += 1
      if (game.isConference) record.league[which] += 1
      const share = RECAP_SHARE[sportInfo.key] ?? 0.25
      if (important || roll(dice, share)) {
        const copy = recapCopy(dice, context())
        const date = earlier(addHours(game.date, 3), clock.now)
        const highlight = HIGHLIGHT_SPORTS.has(sportInfo.key)
          ? { archiveId: 3_000_000 + game.id, title: `Highlights: ${copy.title}` }
          : null
        if (highlight) {
          highlights.push({ gameId: game.id, sportId: sport.id, title: highlight.title, date })
        }
        const links = [
          ...(game.hasBoxScore
            ? [
                {
                  linkId: game.id * 10 + 4,
                  linkUrl: `/sports/${sportInfo.slug}/stats/${season.title}/${opponent.slug}/boxscore/${game.id}`,
                  linkText: 'Box Score',
                },
              ]
            : []),
          ...seasonLinks,
        ]
        const image = desk.image(
          sportInfo,
          dice,
          `${definition.schoolName} ${sportInfo.title.toLowerCase()} against ${opponent.name}`,
        )
        // About one recap in five is built from blocks in the story editor.
        // A few of those (2 in 15) carry a photo gallery of 4 to 8 pictures, about one in 15 of
        // all block-built stories. Its own dice, so the other stories' draws stay as they were.
        const galleryDice = storyDice(definition, game.id, 15)
        const gallery = roll(galleryDice, 2 / 15)
          ? desk.gallery(sportInfo, galleryDice, `${sportInfo.title} against ${opponent.name}`)
          : null
        const body = roll(dice, 0.2)
          ? {
              blocks: recapBlocks(copy.paragraphs, copy.quote, image, highlight, links[0], gallery),
            }
          : { content: paragraphs(copy.paragraphs) }
        stories.push(
          desk.story({
            id: game.id * 10 + 1,
            sportId: sport.id,
            ...headlinesOf(copy),
            date,
            type: 'recap',
            body,
            image,
            video: highlight,
            links,
            tagSlugs: ['game-recap', ...(game.tournament ? ['postseason'] : [])],
            games: [{ gameId: game.id, role: 'recap' }],
          }),
        )
      }
      meetings.set(meetingKey, row)
      if (sportInfo.key === 'football' && season.id === sport.seasonId) {
        footballWeeks.push({ id: game.id, date: game.date, opponent: opponent.name })
      }
    }
  }
  return { stories, highlights, footballWeeks }
}

function recapBlocks(
  lines: string[],
  quote: { text: string; who: string } | null,
  image: SeedStory['image'],
  highlight: { archiveId: number; title: string } | null,
  boxScore: { linkUrl: string; linkText: string } | undefined,
  gallery: GalleryImage[] | null,
): StoryBlock[] {
  const [lead, ...rest] = lines
  const blocks: StoryBlock[] = [{ type: 'basic_text_block', text: paragraphs([lead ?? '']) }]
  if (image) {
    blocks.push({
      type: 'basic_image_block',
      image: { url: image.path, caption: image.caption, alt: image.alt },
      url: null,
    })
  }
  blocks.push({
    type: 'basic_text_block',
    text: paragraphs(rest.filter((l) => !l.startsWith('"'))),
  })
  if (gallery) blocks.push({ type: 'media_image_wall_block', images: gallery })
  if (quote) blocks.push({ type: 'basic_quote_block', quote: quote.text, attribution: quote.who })
  if (highlight && image) {
    blocks.push({
      type: 'basic_video_block',
      video: { archive: highlight.archiveId, title: highlight.title, thumbnail: image.path },
    })
  }
  if (boxScore)
    blocks.push({ type: 'basic_button_block', url: boxScore.linkUrl, text: boxScore.linkText })
  return blocks
}
