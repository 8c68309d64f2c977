import { formatHeight } from '@fieldhouse/domain/format-height'
import { formatWeight } from '@fieldhouse/domain/format-weight'
import { createElement } from 'react'

import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { PlayerBio } from '@fieldhouse/provider-client/players'

import { getPlayerHonors, PlayerHonors } from '~/components/honors/player-honors.server'
import { toSocialLinkViews } from '~/components/social/social-links'
import { socialRowSection } from '~/components/social/social-row.server'
import { playerBioPath } from '~/paths/roster'
import { serverSection } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { loadPlayerStats } from './player-stats.server'

/**
 * Where a bio comes from: the public one, or the preview of an unpublished one for a
 * signed-in editor (hidden-player-bio.tsx beside this), whose addresses start with /hidden.
 */
export type BioSource = {
  load: (id: number, signal: AbortSignal) => Promise<Loaded<PlayerBio>>
  /** The address of a season's bio from this source: `playerBioPath` or `hiddenPlayerBioPath`. */
  bioPath: typeof playerBioPath
  /** Whether a player the school hides is shown (only in the preview). */
  showHidden: boolean
}

const PUBLIC_BIOS: BioSource = {
  load: (id, signal) => provider.loadPlayerBio(id, { signal }),
  bioPath: playerBioPath,
  showHidden: false,
}

/**
 * A roster bio (SPEC.md 2.1): the player's season named by rosterPlayerId. An id that names
 * nobody, or a player the school hides, is a 404; a right id under a wrong name or sport moves
 * permanently to the one address of that season (301).
 */
export async function loadPlayerBioPage(
  params: { slug?: string; playerSlug?: string; rosterPlayerId?: string },
  /** The address asked for, rebuilt from the params with href() (as loadStaffBio takes it). */
  askedPath: string,
  request: Request,
  source: BioSource = PUBLIC_BIOS,
) {
  const { signal } = request
  const id = requireId(params.rosterPlayerId)
  requireSlug(params.playerSlug)
  const [sport, loaded, settings] = await Promise.all([
    requireSport(params, signal),
    source.load(id, signal),
    provider.getSiteSettings({ signal }),
  ])
  const bio = requireLoaded(loaded)
  if (bio.hide && !source.showHidden) throw notFound()
  const slug = bio.sport?.globalSportNameSlug ?? sport.globalSportNameSlug
  const path = source.bioPath(slug, bio, id)
  requireCanonical(askedPath, path)
  const name = `${bio.firstName} ${bio.lastName}`.trim()
  const [stats, honors] = await Promise.all([
    bio.showStats ? loadPlayerStats(slug, id, bio.statsSeasons, signal) : null,
    // The awards and all-American selections that name the player, in any of their seasons.
    getPlayerHonors(
      bio.sport?.id ?? sport.id,
      {
        playerId: bio.playerId,
        rosterPlayerIds: [id, ...bio.history.map((entry) => entry.rosterPlayerId)],
      },
      signal,
    ),
  ])
  return {
    path,
    isHidden: bio.hide,
    // The bio's own sport, as the provider names it, else the address's.
    sport: { title: bio.sport?.title ?? sport.title, globalSportNameSlug: slug },
    player: {
      name,
      jersey: bio.jerseyNumber,
      image: bio.image?.url ?? null,
      isCaptain: bio.isCaptain,
      // The school's own ranked facts when it has them, else the ones every roster has.
      facts: bio.bioFields.length > 0 ? bio.bioFields : toDefaultFacts(bio),
      bio: bio.bio,
      // The accounts as server markup (their channels' marks stay out of the JavaScript); a
      // handle without an address is linked on its channel's profile pages.
      social: socialRowSection(request, {
        links: toSocialLinkViews(
          bio.socialMedia.map((link) => ({ key: link.platform, value: link.url ?? link.userName })),
        ),
        label: `${name} on social media`,
      }),
    },
    season: bio.seasonTitle,
    rosterTitle: bio.rosterTitle,
    history: bio.showHistory
      ? bio.history.map((entry) => ({
          id: entry.rosterPlayerId,
          season: entry.season,
          path: source.bioPath(slug, bio, entry.rosterPlayerId),
          isCurrent: entry.rosterPlayerId === id,
          jersey: entry.jerseyNumber,
          position: entry.position,
          academicYear: entry.academicYear,
          height: formatHeight(entry.heightFeet, entry.heightInches),
          weight: formatWeight(entry.weight),
        }))
      : [],
    stats,
    // Server markup: the honors' links cost the page no JavaScript; none, no section.
    honors: serverSection(
      request,
      honors.length > 0 ? createElement(PlayerHonors, { honors, name }) : null,
    ),
    defaultImage: settings?.siteConfig.defaultPersonImage ?? null,
  }
}

function toDefaultFacts(bio: PlayerBio) {
  const facts = [
    ['Position', bio.positionLong ?? bio.positionShort],
    ['Height', formatHeight(bio.heightFeet, bio.heightInches)],
    ['Weight', formatWeight(bio.weight)],
    ['Class', bio.academicYearLong ?? bio.academicYearShort],
    ['Hometown', bio.hometown],
    ['High School', bio.highSchool],
    ['Previous School', bio.previousSchool],
    ['Major', bio.major],
  ] as const
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}

export type PlayerBioPageData = Awaited<ReturnType<typeof loadPlayerBioPage>>
