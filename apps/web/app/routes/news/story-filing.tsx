import { SmartLink } from '~/components/smart-link'

import type { StoryPageData } from './story.server'

// The end of a story's article (story-view.tsx), server markup like the rest of it.

/** Where the story is filed: its series and its tags, each a page of more like it. */
export function StoryFiling({ series, tags }: Pick<StoryPageData['story'], 'series' | 'tags'>) {
  if (!series && tags.length === 0) return null
  return (
    <footer className="mt-10 space-y-4 border-t-2 border-line pt-4">
      {series ? (
        <p>
          Part of the series{' '}
          <SmartLink url={series.path} className="font-bold underline underline-offset-4">
            {series.title}
          </SmartLink>
        </p>
      ) : null}
      {tags.length > 0 ? (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
          <h2 id="story-tags-heading" className="text-sm font-bold uppercase tracking-wide">
            Tags
          </h2>
          <ul aria-labelledby="story-tags-heading" className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.path}>
                <SmartLink
                  url={tag.path}
                  className="inline-flex min-h-10 items-center rounded-full border-2 border-line px-4 text-sm font-bold hover:border-brand-strong"
                >
                  {tag.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </footer>
  )
}
