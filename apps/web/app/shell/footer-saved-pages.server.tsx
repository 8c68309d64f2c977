import { savedPagesPath } from '~/paths/saved-pages'
import { toStaticMarkup, type StaticMarkup } from '~/render/index.server'

// The footer's way to the pages saved on this phone (stadium mode, docs/decisions/039): server
// markup like the footer's facts, so it costs the pages no JavaScript. Not shown with the
// worker switched off (SERVICE_WORKER=off), when nothing is saved.
let markup: StaticMarkup | undefined
export function toFooterSavedPagesMarkup(): StaticMarkup {
  markup ??= toStaticMarkup(
    <p className="mb-4 text-sm last:mb-0">
      <a
        href={savedPagesPath()}
        className="inline-flex min-h-6 items-center underline hover:no-underline"
      >
        Saved pages for game day
      </a>
    </p>,
  )
  return markup
}
