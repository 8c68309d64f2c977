import type { BioPerson } from '~/components/people/person-bio'
import { toBioPerson } from '~/components/people/staff-person'
import { coachesPath } from '~/paths/coaches'
import { recordsPath } from '~/paths/coaching-records'
import { rosterPath, staffBioPath, type StaffKind } from '~/paths/roster'
import { sportPath } from '~/paths/sports'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { isInRecordBook } from './coaching-record'

// The name in the address is not read: the id finds the person, and any other name redirects.
type BioParams = { slug?: string; id?: string }

/**
 * What a coach's or support staff member's bio shows. A malformed id or unknown sport is a 404
 * before the person is asked for; an unknown person a 404 and a provider failure a 503
 * (requireLoaded); any other spelling of the address (name, sport, coaches/staff) a 301 to the
 * one the provider names. The coaching records are asked for alongside, only to tell whether to
 * link them: a head coach is one in the record book, and without it (an outage, a sport without
 * win-loss records) there is simply no link.
 */
export async function loadStaffBio(
  params: BioParams,
  kind: StaffKind,
  /** The address asked for, rebuilt from the params with href(): a client navigation's
   *  request.url is the .data address, never equal to the page's. */
  askedPath: string,
  request: Request,
): Promise<StaffBioData> {
  const { signal } = request
  const id = requireId(params.id)
  const sport = await requireSport(params, signal)
  const [loaded, history, settings] = await Promise.all([
    provider.loadStaffMember(id, { signal }),
    kind === 'coach' ? provider.loadCoachingHistory(sport.id, { signal }) : null,
    provider.getSiteSettings({ signal }),
  ])
  const member = requireLoaded(loaded)
  // The provider files the person under a sport and as coach or support staff; without that,
  // the sport and kind the visitor came by.
  const { placement } = member
  const path = placement
    ? staffBioPath(placement.globalSportNameSlug, placement.kind, member, member.id)
    : staffBioPath(sport.globalSportNameSlug, kind, member, member.id)
  requireCanonical(askedPath, path)
  const slug = sport.globalSportNameSlug
  return {
    sport: sport.summary,
    // Built here, not in the view: the builders stay out of the page's JavaScript.
    paths: {
      sport: sportPath(slug),
      coaches: coachesPath(slug),
      records: recordsPath(slug, 'year'),
      roster: rosterPath(slug),
    },
    person: { ...toBioPerson(member, request), path },
    kind,
    isHeadCoach: history?.status === 'ok' && isInRecordBook(member, history.value.overall),
    defaultImage: settings?.siteConfig.defaultPersonImage ?? null,
  }
}

export type StaffBioData = {
  sport: { id: number; title: string; globalSportNameSlug: string }
  /** The sport's pages the bio links to. */
  paths: { sport: string; coaches: string; records: string; roster: string }
  person: BioPerson & { image: string | null; path: string }
  kind: StaffKind
  /** In the sport's record book: the bio links to the coaching records. */
  isHeadCoach: boolean
  defaultImage: string | null
}
