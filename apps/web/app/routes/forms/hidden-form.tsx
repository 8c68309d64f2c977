import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { formPath } from '~/paths/forms'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { notFound, unavailable } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst, type Staff } from '~/utils/session.server'

import { requireFormId } from './form-address.server'
import { formMeta } from './form-meta'
import { toFormPage, toFormResponse } from './form-page.server'
import { FormPageView } from './form-page-view'
import { answerBrokenPost, answerFormPost } from './form-post.server'
import type { Route } from './+types/hidden-form'

// An editor's preview of a form, published or not (SPEC.md 2.1 /hidden/form/{id}): the form as
// visitors will see it, under the preview bar, and it can be sent to try it (stored like any
// submission, through the editor's lane). Private: one editor's page, never cached.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

async function loadPage(params: Route.LoaderArgs['params'], request: Request, staff: Staff) {
  const id = requireFormId(params, request, 'hidden')
  const form = await provider.getHiddenForm(id, staff.token, { signal: request.signal })
  if (form.status === 'signed-out') throw signInFirst(request)
  if (form.status === 'missing') throw notFound()
  if (form.status !== 'ok') throw unavailable()
  return toFormPage(form.value, 'hidden', request.signal)
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const page = await loadPage(params, request, staff)
  const published =
    page.kind === 'form' ? await provider.getForm(page.id, { signal: request.signal }) : null
  return toFormResponse({
    ...page,
    staffName: staff.user.displayName,
    publicPath:
      published?.status === 'ok' && page.kind === 'form' ? formPath('public', page.id) : null,
  })
}

export async function action({ params, request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const page = await loadPage(params, request, staff)
  if (page.kind === 'broken') return answerBrokenPost(page)
  return answerFormPost(request, page, (submission) =>
    provider.submitHiddenForm(page.id, submission, staff.token, { signal: request.signal }),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formMeta(loaderData, matches, { title: loaderData ? `Preview: ${loaderData.title}` : '' })
}

export default function HiddenForm({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBar
        staffName={loaderData.staffName}
        label={loaderData.publicPath ? 'Form preview' : 'Unpublished form'}
        publicPath={loaderData.publicPath}
      />
      <FormPageView page={loaderData} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
