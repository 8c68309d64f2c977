import { renderToStaticMarkup } from 'react-dom/server'

import { StoryArticle, StoryMasthead, StoryRelated } from './story-view'
import type { StoryPageData } from './story.server'

// The story's parts as HTML, made on the server and shown with <StaticHtml> (decision 017): the
// public page and the editor's preview render the same view, and neither carries its code to
// the browser. The body inside is the provider's HTML, sanitised by the client (SafeHtml).
export function renderStoryParts(page: StoryPageData) {
  const related = renderToStaticMarkup(<StoryRelated games={page.games} related={page.related} />)
  return {
    masthead: renderToStaticMarkup(<StoryMasthead site={page.site} sport={page.story.sport} />),
    article: renderToStaticMarkup(<StoryArticle story={page.story} />),
    related: related === '' ? null : related,
  }
}
