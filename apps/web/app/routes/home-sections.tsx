import { href } from 'react-router'

import { SmartLink } from '~/components/smart-link'
import type { SportGroupList } from '~/utils/sport-groups'

// The home page's list of sports, by gender. Rendered to markup on the server once per answer
// of the provider (home.server.tsx), so its code is not part of the home page's JavaScript.
export function SportsDirectory({ groups }: { groups: SportGroupList }) {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      {groups.map((group) => (
        <div key={group.label}>
          <h3 className="mb-2 border-b-4 border-accent pb-1 font-bold uppercase">{group.label}</h3>
          <ul className="space-y-1">
            {group.sports.map((sport) => (
              <li key={sport.id}>
                <SmartLink
                  url={href('/sports/:slug', { slug: sport.globalSportNameSlug })}
                  className="hover:underline"
                >
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
