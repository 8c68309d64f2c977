import { formPath, type FormLane } from '~/paths/forms'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound } from '~/utils/loaded'

/**
 * A form's id from its address: digits (1 to 9), else no form (404). One spelling per form:
 * `/form/0101` moves to `/form/101` for good. A page's data request (`{path}.data`) is its page.
 */
export function requireFormId(params: { id?: string }, request: Request, lane: FormLane): number {
  const value = params.id ?? ''
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) throw notFound()
  const id = Number(value)
  const asked = new URL(request.url).pathname.replace(/\.data$/, '')
  requireCanonical(asked, formPath(lane, id))
  return id
}
