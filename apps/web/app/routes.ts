import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

import type { RouteKind } from '@fieldhouse/domain/route-kind'

// Every URL of SPEC.md 2.1 is listed here explicitly as it is built; anything else falls
// through to the splat route, which redirects to /404.
//
// A screen's route id IS its screen kind (packages/domain/src/route-kind.ts): layout flags, SEO
// page names and tracking page types follow from the matched id, never from parsing the path
// again (docs/decisions/009). UI-less routes (downloads, posts without a page) keep file-based
// ids and sit in the folder of the screen they serve; routes/resources/ holds the few that serve
// no one screen (the catch-all, the alert dismissal, documents).
const screen = (kind: RouteKind) => ({ id: kind })

export default [
  index('routes/home/home.tsx', screen('home')),
  ...prefix('sports', [
    route(':slug', 'routes/sports/home/sport-home.tsx', screen('sport-home')),
    // A fixed segment outranks a parameter, so /roster/print/... is never read as a season.
    route(
      ':slug/roster/print/:season?',
      'routes/sports/roster/roster-print.tsx',
      screen('roster-print'),
    ),
    route(':slug/roster/:season?', 'routes/sports/roster/roster-list.tsx', screen('roster-list')),
    // As with the roster, the fixed text/ and print/ segments outrank a season.
    route(
      ':slug/schedule/text/:season?',
      'routes/sports/schedule/schedule-text.tsx',
      screen('schedule-text'),
    ),
    route(
      ':slug/schedule/print/:season?',
      'routes/sports/schedule/schedule-print.tsx',
      screen('schedule-print'),
    ),
    route(':slug/schedule/:season?', 'routes/sports/schedule/schedule.tsx', screen('schedule')),
    route(':slug/results', 'routes/sports/schedule/results.tsx', screen('results')),
    route(
      ':slug/results/print/:season/:type',
      'routes/sports/schedule/results-print.tsx',
      screen('results-print'),
    ),
    route(
      ':slug/opponent-history',
      'routes/sports/opponent-history/opponent-history-list.tsx',
      screen('opponent-history-list'),
    ),
    route(
      ':slug/opponent-history/:opponentSlug/:opponentId',
      'routes/sports/opponent-history/opponent-history-detail.tsx',
      screen('opponent-history-detail'),
    ),
    route(
      ':slug/stats/:season/:oppSlug/boxscore/:gameId',
      'routes/sports/boxscore/boxscore.tsx',
      screen('boxscore'),
    ),
    // Three segment counts, so none takes another's addresses: the season's statistics, its PDF
    // (a resource route, but kind 'stats-pdf' for SPEC 2.3's page name), and the box score
    // above. A season is never "pdf" (requireSeason), and the fixed segment outranks it anyway.
    route(
      ':slug/stats/:season?',
      'routes/sports/stats/cumulative-stats.tsx',
      screen('cumulative-stats'),
    ),
    route(':slug/stats/:season/pdf', 'routes/sports/stats/stats-pdf.ts', screen('stats-pdf')),
    // The fixed print/ segment before the print calendar's five parameters (decision 018).
    route(
      ':globalSportNameSlug/calendar/print/:type/:sport/:start/:end/:location',
      'routes/calendar/sport-calendar-print.tsx',
      screen('sport-calendar-print'),
    ),
    route(
      ':globalSportNameSlug/calendar',
      'routes/calendar/sport-calendar.tsx',
      screen('sport-calendar'),
    ),
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
    // Staff bios sit under the roster but have five segments after /sports, so neither the
    // roster's season nor a player bio (:playerSlug/:rosterPlayerId) can take them.
    route(
      ':slug/roster/coaches/:coachName/:coachId',
      'routes/sports/coaches/coach-bio.tsx',
      screen('coach-bio'),
    ),
    route(
      ':slug/roster/staff/:supportStaffName/:supportStaffId',
      'routes/sports/coaches/support-staff-bio.tsx',
      screen('support-staff-bio'),
    ),
    // Coaching records: /coaches/year and /coaches/overall are two views of one screen kind,
    // and their words are not seasons. Fixed segments outrank the :season parameter, so they
    // are routes of their own; one route id per kind, though, so a pathless layout carries the
    // kind (getRouteKind reads the deepest kind id) and each view is a child route with a
    // file-based id. A single ':slug/coaches/:type' route could not work: it ties with
    // ':season', and whichever came first would take every season or every view.
    layout('routes/sports/coaches/coaching-records.tsx', screen('coaching-records'), [
      route(':slug/coaches/year', 'routes/sports/coaches/coaching-records-year.tsx'),
      route(':slug/coaches/overall', 'routes/sports/coaches/coaching-records-overall.tsx'),
    ]),
    route(
      ':slug/coaches/:season?',
      'routes/sports/coaches/coaches-list.tsx',
      screen('coaches-list'),
    ),
    route(':slug/staff', 'routes/staff-directory/sport-staff.tsx', screen('sport-staff')),
    route(':slug/archives', 'routes/archives/sport-archives.tsx', screen('sport-archives')),
    route(':slug/moments', 'routes/moments/sport-moments.tsx', screen('sport-moments')),
    // A sport file (SPEC.md 2.1): four segments, all parameters, so every route above with a
    // fixed segment in the same place outranks it (/sports/{slug}/roster/{name}/{id} stays a
    // bio); what is left and is no file's address is the page's 404. Its bytes are at /download.
    route(':year/:month/:day/:filename', 'routes/sport-files/sport-file.tsx', screen('sport-file')),
    route(':year/:month/:day/:filename/download', 'routes/sport-files/sport-file-download.ts'),
  ]),
  ...prefix('publications', [
    index('routes/publications/publications-list.tsx', screen('publications-list')),
    route(
      ':publicationSlug',
      'routes/publications/publication-page.tsx',
      screen('publications-page'),
    ),
  ]),
  // Documents (SPEC.md 2.1): the file itself, a resource route (kind 'document' for 2.3's name).
  route('documents/*', 'routes/resources/document.ts', screen('document')),
  ...prefix('facilities', [
    index('routes/facilities/facilities-list.tsx', screen('facilities-list')),
    route(
      ':facilityName/:facilityId',
      'routes/facilities/facility-page.tsx',
      screen('facilities-page'),
    ),
  ]),
  ...prefix('calendar', [
    index('routes/calendar/calendar.tsx', screen('calendar')),
    route(
      'print/:type/:sport/:start/:end/:location',
      'routes/calendar/calendar-print.tsx',
      screen('calendar-print'),
    ),
  ]),
  // The staff directory (SPEC.md 2.1). A department (/{title}-department/{id}) and a person
  // (/{first-last}/{id}) share one address shape, which a route table cannot tell apart: one
  // route module does, by the -department ending (staff-directory-entry.tsx), under the kind of
  // the bio. The fixed print/ and vcard/ segments outrank the name parameter.
  ...prefix('staff-directory', [
    index('routes/staff-directory/staff-directory.tsx', screen('staff-directory')),
    route(
      'print',
      'routes/staff-directory/staff-directory-print.tsx',
      screen('staff-directory-print'),
    ),
    route(':nameSlug/:id', 'routes/staff-directory/staff-directory-entry.tsx', screen('staff-bio')),
    route('vcard/:staffId', 'routes/staff-directory/staff-vcard.ts'),
  ]),
  route(
    'historical-roster',
    'routes/historical-roster/historical-roster.tsx',
    screen('historical-roster'),
  ),
  route('archives', 'routes/archives/archives.tsx', screen('archives')),
  ...prefix('tags', [
    index('routes/tags/tags-list.tsx', screen('tags')),
    route(':tagSlug/:sportSlug?', 'routes/tags/tag-page.tsx', screen('tag')),
  ]),
  // Honors (SPEC.md 2.1, issue 20): read-only pages made on the server. The hall of fame's bio
  // has three segments after /honors, so the list's two optional ones never take it.
  ...prefix('awards', [
    index('routes/honors/awards-list.tsx', screen('awards-list')),
    route(':id', 'routes/honors/award-page.tsx', screen('awards-bio')),
  ]),
  ...prefix('all-americans', [
    index('routes/honors/all-americans-list.tsx', screen('all-americans-list')),
    route(':id', 'routes/honors/all-american-page.tsx', screen('all-americans-bio')),
  ]),
  route('honors/:slug?/:grouping?', 'routes/honors/hall-of-fame.tsx', screen('honors')),
  route(
    'honors/:slug/:inducteeSlug/:inducteeId',
    'routes/honors/inductee-page.tsx',
    screen('honors-bio'),
  ),
  route('on-this-day', 'routes/on-this-day/on-this-day.tsx', screen('on-this-day')),
  route('clippings', 'routes/press-clips/clippings.tsx', screen('clippings')),
  route('coverage', 'routes/press-clips/coverage.tsx', screen('coverage')),
  route('moments', 'routes/moments/moments.tsx', screen('moments')),
  route('series/:seriesSlug', 'routes/series/series-page.tsx', screen('series')),
  ...prefix('podcasts', [
    index('routes/podcasts/podcasts-list.tsx', screen('podcast-list')),
    route(':podcastSlug/:podcastId', 'routes/podcasts/podcast-page.tsx', screen('podcast-player')),
    // An episode's transcript as plain text (issue 35), a download beside its WebVTT file.
    route(
      ':podcastSlug/:podcastId/episodes/:episodeId/transcript.txt',
      'routes/podcasts/episode-transcript-text.ts',
    ),
  ]),
  // A news story (SPEC.md 2.1): forced full screen (2.2), its sport set by the page itself.
  route('news/:year/:month/:day/:slug', 'routes/news/story.tsx', screen('story')),
  route('search', 'routes/search/search.tsx', screen('search')),
  route('rss_feeds', 'routes/rss/rss-feeds.tsx', screen('rss-feeds')),
  // The fans' pages (issue 20): read-only, made on the server.
  route('tickets', 'routes/fans/tickets.tsx', screen('tickets')),
  route('partners', 'routes/fans/partners.tsx', screen('partners')),
  route('social-accounts', 'routes/fans/social-accounts.tsx', screen('social-accounts')),
  route('splash/:splashId?', 'routes/splash/splash.tsx', screen('splash')),
  route('game-center/:gameId', 'routes/game-center/game-center.tsx', screen('game-center')),
  route('404', 'routes/not-found/not-found.tsx', screen('not-found')),
  // Stadium mode's offline page: the pages saved on this phone (docs/decisions/039).
  route('offline', 'routes/saved-pages/saved-pages.tsx', screen('saved-pages')),
  route('login', 'routes/login/login.tsx', screen('login')),
  // Forms built from the provider's definitions (issue 20): the page is public and cacheable, a
  // post and its answer never are. The newsletter's form is /subscribe.
  route('form/:id', 'routes/forms/form.tsx', screen('form')),
  route('form/:id/styles.css', 'routes/forms/form-stylesheet.ts'),
  route('subscribe', 'routes/forms/subscribe.tsx', screen('subscribe')),
  route('unsubscribed', 'routes/forms/unsubscribed.tsx', screen('unsubscribed')),
  // Previews of unpublished content for signed-in editors: private screens (page-contract.ts).
  ...prefix('hidden', [
    route(
      'sports/:slug/roster/:season?',
      'routes/sports/roster/hidden-roster.tsx',
      screen('hidden-roster-list'),
    ),
    route(
      'sports/:slug/roster/:playerSlug/:rosterPlayerId',
      'routes/sports/roster/hidden-player-bio.tsx',
      screen('hidden-roster-bio'),
    ),
    route('splash/:splashId', 'routes/splash/hidden-splash.tsx', screen('hidden-splash')),
    route('news/:year/:month/:day/:slug', 'routes/news/hidden-story.tsx', screen('hidden-story')),
    route('form/:id', 'routes/forms/hidden-form.tsx', screen('hidden-form')),
    route(
      'sports/:year/:month/:day/:filename',
      'routes/sport-files/hidden-sport-file.tsx',
      screen('hidden-sport-file'),
    ),
    route(
      'sports/:year/:month/:day/:filename/download',
      'routes/sport-files/hidden-sport-file-download.ts',
    ),
  ]),
  // A protected sport file asks for its access code (a private screen: the answer is one
  // visitor's); the bytes come from /download once the code was right.
  ...prefix('protected', [
    route('form/:id', 'routes/forms/protected-form.tsx', screen('protected-form')),
    route(
      'sports/:year/:month/:day/:filename',
      'routes/sport-files/protected-sport-file.tsx',
      screen('protected-sport-file'),
    ),
    route(
      'sports/:year/:month/:day/:filename/download',
      'routes/sport-files/protected-sport-file-download.ts',
    ),
  ]),

  // Dismissing an alert is a fetcher's post from the shell (shell/alert-area.tsx): a route. The
  // other addresses without a page (files, feeds, redirects, beacons) are answered before React
  // Router, outside this table (paths/endpoints.ts, docs/decisions/028).
  route('alerts/dismiss', 'routes/resources/alerts-dismiss.ts'),
  // Unknown paths, and the paths served outside the application (SPEC.md 2.1: /watch, /gameday/
  // ..., docs/decisions/025): handed on to EXTERNAL_ORIGIN, or a page saying so.
  route('*', 'routes/resources/splat.ts'),
] satisfies RouteConfig
