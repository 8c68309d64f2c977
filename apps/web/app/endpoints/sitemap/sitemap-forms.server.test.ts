import { afterEach, expect, test, vi } from 'vitest'

import { formDefinition, formField } from '@fieldhouse/domain/forms/form-fixtures'
import type { FormDefinition } from '@fieldhouse/provider-client/forms'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { getSiteUrl } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

import { gatherForms } from './sitemap-forms.server'

afterEach(() => {
  vi.restoreAllMocks()
})

const signal = new AbortController().signal
const site = new URL(getSiteUrl()).origin

function menu(url: string, children: NavigationItem[] = []): NavigationItem {
  return {
    id: 1,
    title: url,
    url,
    className: null,
    openInNewWindow: false,
    columns: [],
    items: children,
    separator: false,
    sport: null,
    scheduleRosterNewsLinks: [],
    socialMediaLinks: [],
    stats: null,
  }
}

/** The domain's fixture, with the HTML the client marks as sanitised left empty. */
function form(id: number, fieldType = 'text'): FormDefinition {
  const fields = [{ ...formField({ type: fieldType }), html: '' as const }]
  const html = { description: '', thankYouText: '' } as const
  return { ...formDefinition(fields), ...html, id, fields, customCss: null, access: 'public' }
}

function stubForms(forms: Record<number, FormDefinition>) {
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getForm').mockImplementation(async (id) => {
    const found = forms[id]
    return found ? { status: 'ok', value: found } : { status: 'missing' }
  })
}

const football = { id: 7, title: 'Football', globalSportNameSlug: 'football' } as Sport

test('the newsletter at /subscribe and every public form the menus and sports link, once each', async () => {
  vi.spyOn(provider, 'getSubscribeInfo').mockResolvedValue({
    status: 'ok',
    value: { formId: 101 } as never,
  })
  vi.spyOn(provider, 'getNavigation').mockResolvedValue([
    menu('', [menu('/form/102'), menu(`${site}/form/103`), menu('/form/102')]),
    menu('https://elsewhere.example/form/104'),
    menu('/hidden/form/105'),
    menu('/form/0105'),
  ])
  const sportMenu = vi.spyOn(provider, 'getSportNavigation').mockResolvedValue([menu('/form/105')])
  // The sport's own forms: one its menu links too (listed once), one only the sport home links.
  const sportForms = vi.spyOn(provider, 'loadSportForms').mockResolvedValue({
    status: 'ok',
    value: [
      { id: 105, title: 'Camp' },
      { id: 113, title: 'Recruiting Questionnaire' },
    ],
  })
  stubForms({ 101: form(101), 102: form(102), 103: form(103), 105: form(105), 113: form(113) })

  expect(await gatherForms([football], signal)).toEqual([
    { path: '/subscribe' },
    { path: '/form/102' },
    { path: '/form/103' },
    { path: '/form/105' },
    { path: '/form/113' },
  ])
  expect(sportMenu).toHaveBeenCalledWith(7, { signal })
  expect(sportForms).toHaveBeenCalledWith(7, { signal })
})

test('a form the public endpoint does not answer, or that no page can be built from, is left out', async () => {
  stubForms({ 102: form(102, 'no-such-type'), 103: { ...form(103), access: 'protected' } })
  vi.spyOn(provider, 'getSubscribeInfo').mockResolvedValue({ status: 'unavailable' })
  vi.spyOn(provider, 'getNavigation').mockResolvedValue([
    menu('/form/102'),
    menu('/form/103'),
    menu('/form/104'),
  ])
  vi.spyOn(provider, 'getSportNavigation').mockResolvedValue([])

  expect(await gatherForms([], signal)).toEqual([])
})
