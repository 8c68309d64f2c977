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

// A space-separated list of origins such as "https://www.googletagmanager.com".
const origins = () =>
  z
    .string()
    .default('')
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
          message: 'an origin is scheme://host[:port] with no path',
        }),
      ),
    )

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Where `npm run build` wrote the site (its BUILD_DIR too): apps/web/build unless set, so a
  // deploy may build beside the running site and switch (and the browser tests serve two builds).
  BUILD_DIR: z.string().min(1).optional(),
  HOST: z.string().default('0.0.0.0'),
  // Web processes on PORT (server/cluster.ts, docs/decisions/027); 1 runs no cluster primary.
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  // glibc's malloc arenas for each web process. Its default (8 per core) let resident memory
  // climb by a quarter in a 10-minute soak while the JavaScript heap stayed flat: freed memory
  // scattered over many arenas is not given back. 2 kept it within 8 % (docs/scaling.md).
  // glibc reads it when a process starts: the cluster primary passes it to the workers it forks,
  // scripts/start.mjs to the one process of `npm start`.
  MALLOC_ARENA_MAX: z.coerce.number().int().min(1).max(64).default(2),
  // How long a process stopping (SIGTERM) may take to finish the requests it is serving.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Addresses of the reverse proxy in front (space-separated, e.g. "127.0.0.1"): only a
  // connection from one of them may name the visitor's address in X-Real-IP
  // (server/client-address.ts). Empty: the connection's own address, always.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) => value.split(/\s+/).filter(Boolean)),
  // The origin of every absolute URL in a page (canonical, Open Graph, JSON-LD, feeds): never
  // the request's Host, which anyone can set (docs/decisions/011).
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
  PROVIDER_URL: z.url().default('http://127.0.0.1:4000'),
  // SPEC 2.1's external paths (/watch, /galleries ...) are served outside this application, on
  // the school's origin: with this set, the website sends them there (302, same path and query);
  // unset, it answers them with a short page saying so (docs/decisions/025).
  EXTERNAL_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
  TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'TENANT is a tenant slug such as "demo"')
    .default('demo'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  PROVIDER_CACHE_FRESH_MS: z.coerce.number().int().min(0).default(30_000),
  PROVIDER_CACHE_SWR_MS: z.coerce.number().int().min(0).default(300_000),
  PROVIDER_CACHE_SIE_MS: z.coerce.number().int().min(0).default(86_400_000),
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(64),
  // SPEC.md 9: how often an open page asks whether a newer build is served (1 hour).
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  // Stadium mode's service worker (docs/decisions/039): `off` is the kill switch. The next visit
  // unregisters the worker and clears everything it saved; no new build is needed.
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  SUPPORT_EMAIL: z.email().default('webmaster@northfield-state.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Content-Security-Policy (server/content-security-policy.ts): report-only while trying a
  // change out, and the third-party origins later work adds (tag manager, ad server, video).
  CSP_REPORT_ONLY: flag(),
  CSP_SCRIPT_ORIGINS: origins(),
  CSP_CONNECT_ORIGINS: origins(),
  CSP_IMG_ORIGINS: origins(),
  CSP_FRAME_ORIGINS: origins(),
  // Measurement (docs/decisions/023). Nothing third-party loads unless named here: the consent
  // manager's script (and its test bundle, for ?transcend_test_bundle=true), the origin Google's
  // tag manager and analytics tag load from, and the origins a tracking tag's own script may
  // come from. Each origin is also admitted by the Content-Security-Policy, and only those.
  CONSENT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CONSENT_TEST_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  GOOGLE_TAG_ORIGIN: origins()
    .pipe(z.array(z.string()).max(1))
    .transform(([first]) => first),
  TRACKING_TAG_ORIGINS: origins(),
  FEATURE_ADS: flag(),
  FEATURE_TRACKING: flag(),
  FEATURE_TAKEOVERS: flag(),
  // The ad network scripts (apps/web/app/ads), loaded only when FEATURE_ADS and the tenant's site
  // config name them; {siteId} is the tenant's htlbid site id. Tests point them at a loopback
  // stand-in (and list its origin in CSP_SCRIPT_ORIGINS / CSP_FRAME_ORIGINS).
  ADS_HTLBID_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://htlbid.com/v3/{siteId}/htlbid.js'),
  ADS_NATIVO_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://s.ntv.io/serve/load.js'),
})

export type Env = z.infer<typeof EnvSchema>

/** Every setting read here: the README's settings table documents each (apps/web/readme.test.ts). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as (keyof Env)[]

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

export const env = parseEnv(process.env)

/** The site's origin: SITE_URL, or this server on localhost when it is unset. */
export function getSiteUrl(): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`
}
