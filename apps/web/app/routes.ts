import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'

import type { RouteKind } from '@fieldhouse/domain/route-kind'

// Every URL of SPEC.md 2.1 is listed here explicitly as it is built; anything else falls
// through to the splat route, which redirects to /404.
//
// A screen's route id IS its screen kind (packages/domain/src/route-kind.ts): layout flags, SEO
// page names and tracking page types follow from the matched id, never from parsing the path
// again (docs/decisions/009). UI-less routes (form posts, beacons, redirects) live in
// routes/resources/ and keep file-based ids.
const screen = (kind: RouteKind) => ({ id: kind })

export default [
  index('routes/home.tsx', screen('home')),
  ...prefix('sports', [
    route(':slug', 'routes/sports/sport-home.tsx', screen('sport-home')),
    // A fixed segment outranks a parameter, so /roster/print/... is never read as a season.
    route(
      ':slug/roster/print/:season?',
      'routes/sports/roster/roster-print.tsx',
      screen('roster-print'),
    ),
    route(':slug/roster/:season?', 'routes/sports/roster/roster-list.tsx', screen('roster-list')),
    route(
      ':globalSportNameSlug/historical-roster',
      'routes/historical-roster/sport-historical-roster.tsx',
      screen('sport-historical-roster'),
    ),
    route(
      ':slug/roster/:playerSlug/:rosterPlayerId',
      'routes/sports/roster/player-bio.tsx',
      screen('roster-bio'),
    ),
  ]),
  ...prefix('facilities', [
    index('routes/facilities/facilities-list.tsx', screen('facilities-list')),
    route(
      ':facilityName/:facilityId',
      'routes/facilities/facility-page.tsx',
      screen('facilities-page'),
    ),
  ]),
  route(
    'historical-roster',
    'routes/historical-roster/historical-roster.tsx',
    screen('historical-roster'),
  ),
  route('search', 'routes/search.tsx', screen('search')),
  route('splash/:splashId?', 'routes/splash.tsx', screen('splash')),
  route('404', 'routes/not-found.tsx', screen('not-found')),

  route('splash/click/:splashId', 'routes/resources/splash-click.ts'),
  route('alerts/dismiss', 'routes/resources/alerts-dismiss.ts'),
  route('promotions/impressions', 'routes/resources/promotion-impressions.ts'),
  route('go', 'routes/resources/go.ts'),
  route('historicalroster', 'routes/resources/historical-roster-spelling.ts'),
  route('sports/:slug/historicalroster', 'routes/resources/sport-historical-roster-spelling.ts'),
  route('*', 'routes/resources/splat.ts'),
] satisfies RouteConfig
