import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { jsonOr204 } from '../../http/json-or-204'
import { toOpponentTitle } from '../events-results/event-result-resource'
import { toFacilityUrl } from '../site-urls'
import {
  StoredEventImageSchema,
  StoredMediaSchema,
  StoredPromotionSchema,
} from '../games/game-stored'
import { listGames, type GameJoined } from '../games/games-queries'

// GET /Countdown/homepage (schemas/v2/countDown): the home page's countdown to the next featured
// home game. Own design where the evidence is silent: "featured" is the next spotlight home game
// (isSpotlight), else the next home game of any sport; a game without a fixed start (TBD, all
// day) or postponed cannot be counted down to and is skipped; no such game is no content. The
// countdown's id is the game's (the real one has its own ids; there is no countdown table).

function toCountdown(row: GameJoined) {
  const { game, sport, opponent, facility } = row
  const media = StoredMediaSchema.parse(game.media)
  return {
    id: game.id,
    title: `${sport.title} vs. ${toOpponentTitle(row)}`,
    localDateTime: game.date,
    game: {
      id: game.id,
      date: game.date,
      time: game.time ?? '',
      locationIndicator: game.locationIndicator,
      location: game.location ?? '',
      isConference: game.isConference,
      type: 'upcoming',
      sport: {
        id: sport.id,
        title: sport.title,
        abbreviation: sport.abbrev,
        shortname: sport.shortName,
        shortTitle: sport.abbrev ?? '',
        globalSportId: sport.globalSportId,
        nonSport: sport.nonSport,
        showAtVs: true,
        globalSportShortname: sport.globalSportShortName,
        gender: sport.globalSportGender,
        youtube: sport.youtubeName ?? '',
        facebook: sport.facebookPage ?? '',
        twitter: sport.twitterName ?? '',
        instagram: sport.instagramName ?? '',
        pinterest: sport.pinterestName ?? '',
        tickets: sport.ticketsLink,
        globalSportNameSlug: sport.globalSportNameSlug,
        url: null,
        ranking: null,
        gameSynonym: null,
      },
      opponent: {
        id: opponent.id,
        title: toOpponentTitle(row),
        image: opponent.image,
        website: opponent.website,
      },
      media: {
        video: media.video,
        videoText: media.videoText,
        audio: media.audio,
        audioText: media.audioText,
        stats: media.stats,
        ticketLink: media.tickets,
        gameNote: media.gameNote,
        gamePromotionName: media.gamePromotionName,
        tv: media.tv,
        tvImage: media.tvImage,
        tvImageLink: media.tvImageLink,
        radio: media.radio,
        custom1: media.custom1,
        custom2: media.custom2,
        custom3: media.custom3,
      },
      promotion: StoredPromotionSchema.parse(game.promotion),
      eventImage: StoredEventImageSchema.parse(game.eventImage),
      facility: facility
        ? { id: facility.id, title: facility.title, url: toFacilityUrl(facility) }
        : null,
    },
    ad: null,
    customInfo: { date: null, description: null },
  }
}

export const countdownRoutes = new Hono<AppEnv>().get('/countdown/homepage', (c) => {
  const home = listGames(c.var.db, c.var.tenant.id, {
    locationIndicator: 'H',
    statuses: ['A'],
  }).filter(({ game }) => !game.tbd && !game.allDay && game.gameState === 0)
  const next = home.find(({ game }) => game.isSpotlight) ?? home[0]
  return jsonOr204(c, next && toCountdown(next))
})
