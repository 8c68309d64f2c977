import { expect, test } from 'vitest'

import type { RouteKind } from './route-kind'
import { getSeoTemplateKeys, toSeoTemplates, toTokenNames } from './seo-titles'

const keys: [RouteKind, string[]][] = [
  ['home', ['homepage']],
  ['sport-home', ['sport_home']],
  ['roster-list', ['roster_list']],
  ['roster-print', ['roster_list']],
  ['schedule', ['schedule']],
  ['not-found', ['404']],
  ['rss-feeds', ['rss_list']],
  ['sport-calendar', ['calendar_sport', 'calendar']],
  ['sport-archives', ['archives_sport', 'archives']],
  ['honors-bio', ['hof_bio']],
  ['tags', ['tag_list']],
  ['splash', ['splash']],
  // No SEO page name (SPEC 2.3) is not the not-found page: no template.
  ['search', []],
  ['login', []],
  ['results', []],
]

test.each(keys)('getSeoTemplateKeys(%s)', (kind, expected) => {
  expect(getSeoTemplateKeys(kind)).toEqual(expected)
})

test('toSeoTemplates picks the first non-blank template per screen kind', () => {
  const templates = toSeoTemplates({
    title: {
      seo_title_homepage: 'Home | {site_name}',
      seo_title_calendar: 'Calendar | {site_name}',
      seo_title_schedule: '   ',
      seo_title_404: 'Page Not Found',
    },
    meta: { seo_meta_description_roster_list: 'The {sport_name} roster.' },
  })
  expect(templates.title.home).toBe('Home | {site_name}')
  expect(templates.title['sport-calendar']).toBe('Calendar | {site_name}')
  expect(templates.title['calendar-print']).toBe('Calendar | {site_name}')
  expect(templates.title.schedule).toBeUndefined()
  expect(templates.title['not-found']).toBe('Page Not Found')
  expect(templates.title.search).toBeUndefined()
  expect(templates.description['roster-list']).toBe('The {sport_name} roster.')
  expect(templates.description.home).toBeUndefined()
})

test('toTokenNames reads `{name}` and bare names, drops anything else', () => {
  expect(toTokenNames(['{site_name}', 'Season', '{bad token}', '', '{}'])).toEqual([
    'site_name',
    'season',
  ])
})
