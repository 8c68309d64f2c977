import { fileNotFound, fileUnavailable } from '~/utils/file-response.server'
import { parseId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/form-stylesheet'
import { readCustomCss } from './form-page.server'

// GET /form/{id}/styles.css: a published form's own styles (SPEC.md 3 customCss) as a stylesheet
// of the site's origin, which the Content-Security-Policy admits where an inline <style> would
// need a hash the page cannot know. Styles holding a script tag are refused ('That is not css',
// SPEC.md 5) and never served. A form without styles, or unknown, is a plain-text 404; a provider
// failure a 503 with Retry-After; never a 500.
export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const id = parseId(params.id)
  if (id === null) return notFound()
  const loaded = await provider.getForm(id, { signal: request.signal })
  if (loaded.status === 'unavailable') return unavailable()
  const css = loaded.status === 'ok' ? readCustomCss(loaded.value) : null
  if (css === null) return notFound()
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      // The page links it with its content's hash, so a change is a new address.
      'Cache-Control': 'public, max-age=900, s-maxage=900',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const notFound = () => fileNotFound('This form has no styles of its own.')

const unavailable = () =>
  fileUnavailable('Form styles are temporarily unavailable. Try again in a minute.')
