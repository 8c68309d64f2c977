import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'

// Every URL of SPEC.md 2.1 is listed here explicitly as it is built; anything else falls
// through to the splat route, which redirects to /404.
export default [
  index('routes/home.tsx'),
  ...prefix('sports', [route(':slug', 'routes/sports/sport-home.tsx')]),
  route('search', 'routes/search.tsx'),
  route('splash/:splashId?', 'routes/splash.tsx'),
  route('splash/click/:splashId', 'routes/splash-click.ts'),
  route('alerts/dismiss', 'routes/alerts/dismiss.ts'),
  route('promotions/impressions', 'routes/promotions/impressions.ts'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/splat.ts'),
] satisfies RouteConfig
