import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { parseSeedNow } from './clock/seed-clock'

// The only reader of process.env in this app (STYLE.md).
const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url))

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How long before start the live demo game tipped off (decision record 016): 8 minutes puts a
  // fresh demo in the middle of a first half, with halftime a dozen minutes away.
  LIVE_GAME_TIPOFF_MINUTES_AGO: z.coerce.number().int().min(0).max(600).default(8),
  // The seed's "now" as every tenant's wall-clock time (decision record 020): unset, the real
  // time at start, so past games are played and later ones are not; tests fix it.
  SEED_NOW: z
    .string()
    .transform((text, ctx) => {
      const local = parseSeedNow(text)
      if (local === null) {
        ctx.addIssue({ code: 'custom', message: 'must look like 2026-12-12 or 2026-12-12T18:30' })
        return z.NEVER
      }
      return local
    })
    .optional(),
})

export type Env = z.infer<typeof EnvSchema>

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`)
  }
  return result.data
}
