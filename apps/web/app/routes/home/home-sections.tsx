import type { Countdown } from '@fieldhouse/provider-client/countdown'

import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { sportPath } from '~/paths/sports'
import type { SportGroupList } from '~/utils/sport-groups'

// The home page's list of sports, by gender. Rendered to markup on the server once per answer
// of the provider (home.server.tsx), so its code is not part of the home page's JavaScript.
// The whole section, heading included, is server-made markup (home.server.tsx): the home page's
// own script carries none of it, not even the message for when the sports cannot be read.
export function SportsDirectory({ groups }: { groups: SportGroupList | null }) {
  return (
    <section aria-labelledby="sports-heading">
      <h2 id="sports-heading" className="mb-4 font-display text-2xl font-black uppercase">
        Sports
      </h2>
      {groups ? (
        <SportsGrid groups={groups} />
      ) : (
        <p className="text-ink-muted">The list of sports is not available right now.</p>
      )}
    </section>
  )
}

function SportsGrid({ groups }: { groups: SportGroupList }) {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      {groups.map((group) => (
        <div key={group.label}>
          <h3 className="mb-2 border-b-4 border-accent pb-1 font-bold uppercase">{group.label}</h3>
          <ul className="space-y-1">
            {group.sports.map((sport) => (
              <li key={sport.id}>
                <SmartLink url={sportPath(sport.globalSportNameSlug)} className="hover:underline">
                  {sport.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/**
 * The countdown to the next featured game (SPEC 4), made on the server like the directory: the
 * game in words, the ticking figures (countdown-markup.server.tsx), the ways to follow it.
 */
export function NextGameCountdown({
  countdown,
  day,
  figures,
  gameCenter,
}: {
  countdown: Countdown & { game: NonNullable<Countdown['game']> }
  /** "Sunday, December 13", in the school's zone. */
  day: string
  figures: string
  gameCenter: string | null
}) {
  const { game } = countdown
  const opponent = game.opponent?.name ?? 'opponent to be announced'
  const where = game.locationIndicator === 'A' ? 'at' : 'vs'
  return (
    <section aria-labelledby="countdown-heading" className="on-primary rounded-sm p-6">
      <h2 id="countdown-heading" className="font-display text-2xl font-black uppercase">
        {countdown.title || 'Next home game'}
      </h2>
      <p className="mt-2 text-lg">
        <span className="font-bold">
          {game.sport.title} {where} {opponent}
        </span>
        {day ? ` · ${day}` : null}
        {game.time ? ` · ${game.time}` : null}
        {game.tv ? ` · ${game.tv}` : null}
      </p>
      <StaticHtml markup={{ html: figures }} className="mt-4" />
      <p className="mt-4 flex flex-wrap gap-4 font-bold">
        {gameCenter ? (
          <SmartLink url={gameCenter} className="underline">
            Game center
          </SmartLink>
        ) : null}
        {game.ticketLink ? (
          <SmartLink url={game.ticketLink} openInNewWindow className="underline">
            Tickets
          </SmartLink>
        ) : null}
      </p>
    </section>
  )
}
