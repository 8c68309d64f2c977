import { subscribePath } from '~/paths/forms'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { notFound, requireLoaded } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/subscribe'
import { formMeta } from './form-meta'
import { FormPageView } from './form-page-view'
import { toFormPage, toFormResponse } from './form-page.server'
import { answerPublishedPost, publishedFormHeaders } from './form-post.server'

// The newsletter sign-up (SPEC.md 2.1 /subscribe): the provider's subscribe information names
// the form (own design, packages/contract), which the forms engine builds like any other.
export const handle = {} as const satisfies RouteHandle

async function loadPage(request: Request) {
  const { signal } = request
  const info = requireLoaded(await provider.getSubscribeInfo({ signal }))
  if (info.formId === null) throw notFound()
  const page = await toFormPage(
    requireLoaded(await provider.getForm(info.formId, { signal })),
    'public',
    signal,
  )
  return { ...page, title: info.title ?? page.title, note: info.emailWhitelistNote || null }
}

export async function loader({ request }: Route.LoaderArgs) {
  return toFormResponse(await loadPage(request))
}

export async function action({ request }: Route.ActionArgs) {
  const page = await loadPage(request)
  return answerPublishedPost(request, page)
}

export const headers = publishedFormHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formMeta(loaderData, matches, { path: subscribePath() })
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FormPageView page={loaderData} />
      {loaderData.note ? (
        <p className="mx-auto max-w-3xl px-4 pb-12 text-sm text-ink-muted">{loaderData.note}</p>
      ) : null}
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
