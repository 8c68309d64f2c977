import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readEnv } from './env'
import { createLogger } from './logger'
import { prepareDatabase } from './prepare-database'

const env = readEnv()
const logger = createLogger(env.LOG_LEVEL)
const { db, close, seeded } = prepareDatabase(env.DATA_DIR)
if (seeded.length > 0)
  logger.info({ tenants: seeded, dataDir: env.DATA_DIR }, 'seeded empty tenants')

const server = serve(
  { fetch: createApp({ db, logger }).fetch, port: env.PORT, hostname: env.HOST },
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
