import { expect, test } from 'vitest'

import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { toFooterFactsMarkup } from './footer-facts.server'

const settings = (school: Partial<SiteSettings['siteSettings']>) =>
  ({
    theme: { siteName: 'Northfield State Athletics' },
    siteSettings: {
      schoolAddress: null,
      schoolPhoneNumber: null,
      mascotPlural: null,
      timeZone: null,
      ...school,
    },
  }) as SiteSettings

test('the mascot, then the postal address with the phone as a tel: link', () => {
  const html = toFooterFactsMarkup(
    settings({
      schoolAddress: '1200 College Avenue, Northfield, MN 55000',
      schoolPhoneNumber: '(555) 010-2040',
      mascotPlural: 'Owls',
    }),
  )
  expect(html).toContain('>Home of the Owls</p>')
  expect(html).toMatch(/<address[^>]*>.*Northfield State Athletics.*1200 College Avenue/)
  expect(html).toContain(
    '<a href="tel:5550102040" class="underline hover:no-underline">(555) 010-2040</a>',
  )
  // Provider text is escaped, never markup.
  expect(toFooterFactsMarkup(settings({ mascotPlural: '<b>Owls</b>' }))).toContain('&lt;b&gt;Owls')
})

test('a phone that makes no number is shown unlinked; nothing set is no section', () => {
  const html = toFooterFactsMarkup(settings({ schoolPhoneNumber: 'call the office' }))
  expect(html).toContain('Phone: call the office')
  expect(html).not.toContain('tel:')
  expect(html).not.toContain('Home of the')
  expect(toFooterFactsMarkup(settings({ mascotPlural: '  ' }))).toBeNull()
})
