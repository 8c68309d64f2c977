import ICAL from 'ical.js'

import { expect, test } from './fixtures'

// The calendar subscriptions (issue 8, "beyond the spec"): parsed with a real iCalendar parser,
// they hold the season's games, the played ones with their scores.

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

test('a sport feed parses and holds its games, played ones with the final score', async ({
  request,
}) => {
  const response = await request.get('/sports/mens-basketball/schedule.ics')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
  const events = parse(await response.text())
  expect(events.length).toBeGreaterThan(10)
  const played = events.filter((event) => / \([WLT] \d+-\d+\)$/.test(event.summary))
  expect(played.length).toBeGreaterThan(0)
  // Exhibitions keep no box score; every other played game links its own.
  expect(played.some((event) => /Box score: http/.test(event.description))).toBe(true)
  for (const event of events) {
    expect(event.uid).toMatch(/^game-\d+@/)
    expect(event.summary).toMatch(/Men's Basketball (vs|at) /)
    expect(event.startDate.toJSDate().getTime()).not.toBeNaN()
  }
  // Every game of the current season on the schedule page is in the feed.
  const page = await request.get('/sports/mens-basketball/schedule')
  const listed = /id="games-heading"[^>]*>[\s\S]*?(\d+)/.exec(await page.text())?.[1]
  expect(events.length).toBeGreaterThanOrEqual(Number(listed))
})

test("the all-sports feed and one game's file parse; an unknown game is a 404", async ({
  request,
}) => {
  const all = parse(await (await request.get('/calendar.ics')).text())
  const sports = new Set(all.map((event) => event.component.getFirstPropertyValue('categories')))
  expect(sports.size).toBeGreaterThan(5)
  const id = /^game-(\d+)@/.exec(all[0]?.uid ?? '')?.[1]
  const one = parse(await (await request.get(`/game-center/${id}/calendar.ics`)).text())
  expect(one).toHaveLength(1)
  expect(one[0]?.uid).toBe(all[0]?.uid)
  expect((await request.get('/game-center/999999999/calendar.ics')).status()).toBe(404)
})
