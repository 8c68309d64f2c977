import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireLoaded } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/form'
import { requireFormId } from './form-address.server'
import { formMeta } from './form-meta'
import { toFormPage, toFormResponse } from './form-page.server'
import { FormPageView } from './form-page-view'
import { answerPublishedPost, publishedFormHeaders } from './form-post.server'

// A published form (SPEC.md 2.1 "Forms", 3-5), built from the provider's definition. The page
// is public and cached like any other; a post is one visitor's (never cached, server/) and goes
// to the provider once.
export const handle = {} as const satisfies RouteHandle

async function loadPage(params: Route.LoaderArgs['params'], request: Request) {
  const id = requireFormId(params, request, 'public')
  const definition = requireLoaded(await provider.getForm(id, { signal: request.signal }))
  return toFormPage(definition, 'public', request.signal)
}

export async function loader({ params, request }: Route.LoaderArgs) {
  return toFormResponse(await loadPage(params, request))
}

export async function action({ params, request }: Route.ActionArgs) {
  const page = await loadPage(params, request)
  return answerPublishedPost(request, page)
}

export const headers = publishedFormHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formMeta(loaderData, matches)
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  return <FormPageView page={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
