import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readEnv } from './env'
import { createLogger } from './logger'
import { prepareDatabase } from './prepare-database'
import { createLiveGames } from './resources/live-stats/live-games'

const env = readEnv()
const logger = createLogger(env.LOG_LEVEL)
const preparing = performance.now()
const { db, close, seeded, reanchored } = prepareDatabase(env.DATA_DIR, env.SEED_NOW ?? new Date())
const ms = Math.round(performance.now() - preparing)
if (seeded.length > 0)
  logger.info({ tenants: seeded, dataDir: env.DATA_DIR, ms }, 'seeded empty tenants')
if (reanchored.length > 0)
  logger.info({ reanchored, seedNow: env.SEED_NOW ?? 'now', ms }, 're-seeded for the seed clock')

// The live demo game's first tip-off a few minutes before start, so a freshly started demo shows
// a game under way (decision record 016).
const tipOff = Math.floor(Date.now() / 60_000) * 60_000 - env.LIVE_GAME_TIPOFF_MINUTES_AGO * 60_000
const liveGames = createLiveGames(db, tipOff)

const server = serve(
  { fetch: createApp({ db, logger, liveGames }).fetch, port: env.PORT, hostname: env.HOST },
  (info) => logger.info({ url: `http://${env.HOST}:${info.port}` }, 'provider listening'),
)

function shutdown(signal: string) {
  logger.info({ signal }, 'provider stopping')
  server.close(() => {
    close()
    process.exit(0)
  })
}

process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
