import { href } from 'react-router'

import { subscribePath, unsubscribedPath } from '~/paths/forms'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import type { RouteHandle } from '~/utils/page-contract'

import type { Route } from './+types/unsubscribed'

// Where a newsletter's unsubscribe link lands (SPEC.md 2.1 /unsubscribed): the mailing service
// has done the unsubscribing; this page says so and offers the way back. No data, no script.
export const handle = {} as const satisfies RouteHandle

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: 'You are unsubscribed',
      description: `You will no longer receive ${getSiteName(matches)} newsletters at this address.`,
      path: unsubscribedPath(),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Unsubscribed() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
        You are unsubscribed
      </h1>
      <p className="mt-6 text-lg">
        You will no longer receive these newsletters at this address. It can take a day or two for
        messages already on their way to stop.
      </p>
      <p className="mt-4">Changed your mind? You can sign up again at any time.</p>
      <p className="mt-8 flex flex-wrap gap-4">
        <a href={subscribePath()} className="button-primary">
          Subscribe again
        </a>
        <a href={href('/')} className="button-secondary">
          Home page
        </a>
      </p>
    </div>
  )
}
