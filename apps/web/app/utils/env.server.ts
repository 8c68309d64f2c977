import { z } from 'zod'

// The one reader of process.env for the website (DESIGN.md "Configuration"). Everything else
// imports `env` from here, so a bad setting fails at start-up with a readable message.
// A switch is undefined when unset: its default lives with the feature helper
// (utils/features.server.ts), the one place feature defaults are kept.
const flag = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.url().optional(),
  PROVIDER_URL: z.url().default('http://127.0.0.1:4000'),
  TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'TENANT is a tenant slug such as "demo"')
    .default('demo'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  PROVIDER_CACHE_FRESH_MS: z.coerce.number().int().min(0).default(30_000),
  PROVIDER_CACHE_SWR_MS: z.coerce.number().int().min(0).default(300_000),
  PROVIDER_CACHE_SIE_MS: z.coerce.number().int().min(0).default(86_400_000),
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).default(60),
  SUPPORT_EMAIL: z.email().default('webmaster@northfield-state.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FEATURE_ADS: flag(),
  FEATURE_TRACKING: flag(),
  FEATURE_TAKEOVERS: flag(),
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

export const env = parseEnv(process.env)

export function getSiteUrl(requestUrl: string): string {
  return env.SITE_URL ?? new URL(requestUrl).origin
}
