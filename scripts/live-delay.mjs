// How long a score change in the provider takes to appear in an open game center page (issue 8:
// under 5 seconds). Watches the reference provider's live demo game: polls its live stats every
// 100 ms and, each time the score changes there, times how long the page (hydrated, polling on
// its own) takes to show that score. Figures only, used by scripts/bench.mjs.
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'

const LIVE_GAME_ID = 900000001

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Delays in ms for `changes` score changes, or fewer when `limitMs` runs out first. */
export async function measureLiveDelay({ site, provider, changes = 4, limitMs = 240_000 }) {
  const readProvider = async () => {
    const response = await fetch(`${provider}/api/v2/LiveStats/${LIVE_GAME_ID}`, {
      headers: { tenant: 'demo' },
    })
    if (response.status !== 200) return null
    const live = await response.json()
    return `${live.away.score}-${live.home.score}`
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const delays = []
  try {
    const page = await browser.newPage()
    await page.goto(`${site}/game-center/${LIVE_GAME_ID}`, { waitUntil: 'networkidle' })
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.font-display.text-5xl')]
          .map((n) => n.textContent)
          .join('-'),
      )
    const end = Date.now() + limitMs
    let last = await readProvider()
    while (delays.length < changes && Date.now() < end) {
      await sleep(100)
      const now = await readProvider()
      if (now === null || now === last) continue
      const changedAt = Date.now()
      last = now
      while (Date.now() < end && (await shown()) !== now) await sleep(50)
      if ((await shown()) === now) delays.push(Date.now() - changedAt)
    }
  } finally {
    await browser.close()
  }
  return delays
}
