import { expect, test } from 'vitest'
import { z } from 'zod'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const CountdownSchema = z.object({
  id: z.number(),
  localDateTime: z.string(),
  game: z.object({ id: z.number(), locationIndicator: z.string(), time: z.string() }),
})
const UpcomingSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      isSpotlight: z.boolean(),
      tbd: z.boolean(),
      allDay: z.boolean(),
      gameState: z.number(),
    }),
  ),
  after: z.string().nullable(),
})

test.each(['demo', 'lakeside'])(
  '%s counts down to its next spotlight home game',
  async (tenant) => {
    const countdown = CountdownSchema.parse(
      await provider.getJson('/api/v2/Countdown/homepage', { tenant }),
    )
    const upcoming = UpcomingSchema.parse(
      await provider.getJson('/api/v2.1/EventsResults/upcoming?locationIndicator=H&PageSize=100', {
        tenant,
      }),
    ).items.filter((item) => !item.tbd && !item.allDay && item.gameState === 0)
    const expected = upcoming.find((item) => item.isSpotlight) ?? upcoming[0]
    expect(countdown.game.id).toBe(expected?.id)
    expect(countdown.localDateTime).toBe(expected?.date)
    expect(countdown.game.locationIndicator).toBe('H')
    expect(countdown.game.time).not.toBe('')
  },
)
