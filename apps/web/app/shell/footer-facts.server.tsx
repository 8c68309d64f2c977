import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { SchoolContact } from '~/components/people/school-contact'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { toSchoolFacts } from '~/utils/site-facts'
import { toSiteIdentity } from '~/utils/site-identity'

// The footer's school facts, where a department puts them: "Home of the Owls" (the mascot,
// SPEC.md 3 site settings) and the department's postal address and phone. Made once per settings
// answer as markup, like the footer's social row: the footer is on every page, and this must cost
// the pages no JavaScript. null when the settings give none of it (or could not be read).
export const toFooterFactsMarkup = perAnswer((settings: SiteSettings): StaticMarkup | null => {
  const school = toSchoolFacts(settings.siteSettings)
  if (!school.mascotPlural && !school.address && !school.phone) return null
  return toStaticMarkup(
    // mb-4: apart from the social row that may follow it in the same section.
    <div className="mb-4 space-y-2 text-sm last:mb-0">
      {school.mascotPlural ? (
        <p className="font-display text-base font-black uppercase">
          Home of the {school.mascotPlural}
        </p>
      ) : null}
      <SchoolContact
        name={toSiteIdentity(settings).name}
        address={school.address}
        phone={school.phone}
        className="not-italic text-ink-muted"
      />
    </div>,
  )
})
