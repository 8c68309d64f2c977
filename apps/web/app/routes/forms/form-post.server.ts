import { createHash } from 'node:crypto'

import { data } from 'react-router'

import { FORM_INCOMPLETE } from '@fieldhouse/domain/forms/form-incomplete'
import type { FormModel } from '@fieldhouse/domain/forms/build-form'
import { formatCents, toCents } from '@fieldhouse/domain/forms/payment'
import { checkForm, quantityMessage, type FormValue } from '@fieldhouse/domain/forms/validate-form'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { FormSubmission, SubmitOutcome } from '@fieldhouse/provider-client/forms'

import type { FieldValue } from '~/utils/action'
import { failed, readFormBody, readTyped } from '~/utils/action.server'
import { notFound } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { getClientAddress } from '~/utils/request-context.server'

import type { BrokenForm, FormPageData } from './form-page.server'
import type { FormThanks, FormValues } from './form-result'

// A visitor's post to a form (SPEC.md 4-5, the action convention of docs/decisions/029): read
// with the one body reader, checked with the rules the browser ran, refused while the form takes
// no answers, then sent to the provider ONCE (the client never retries a post) and answered with
// what happened. Whatever goes wrong, every value comes back to its field: nothing typed is lost.

export const NOT_SENT =
  'Your answers were not sent: the forms service is not answering. Everything you typed is still here; please try again in a few minutes.'
export const SIGNED_OUT = 'Your sign-in has ended. Sign in again, then send the form.'
export const CODE_REFUSED = 'That access code is no longer right for this form.'

// Idempotency-Key's shape (packages/contract forms.ts): anything else is not sent.
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{8,64}$/

type Submit = (submission: FormSubmission) => Promise<SubmitOutcome>

/**
 * The answer to a post of the form `page`: failures keep every value; success is the thank-you
 * data SPEC.md 4 shows (200: the page has nothing to redirect to that could show it). `body` when
 * the action has read it already (to tell a page's two forms apart); `intent` names this form.
 */
export async function answerFormPost(
  request: Request,
  page: FormPageData,
  submit: Submit,
  options: { body?: FormData | null; intent?: string } = {},
) {
  const body = options.body === undefined ? await readFormBody(request) : options.body
  const values = body ? readValues(body, page) : {}
  const { intent } = options
  const fail = (
    status: number,
    formError: string,
    fieldErrors: Record<string, string> = {},
    headers?: HeadersInit,
  ) => failed<string, FieldValue>(values, status, { formError, fieldErrors, intent }, headers)
  if (!body) return fail(400, FORM_INCOMPLETE)
  if (page.state.kind !== 'open') return fail(409, page.state.message)

  const checked = checkForm(page.model, values)
  const quantity = readQuantity(page, values)
  const fieldErrors = {
    ...(checked.ok ? {} : checked.fieldErrors),
    ...(quantity.error ? { quantity: quantity.error } : {}),
  }
  if (!checked.ok || quantity.error) return fail(400, FORM_INCOMPLETE, fieldErrors)

  const submission: FormSubmission = {
    ...toSubmission(page.model, checked.data),
    ...(quantity.value !== undefined ? { quantity: quantity.value } : {}),
    ...(typeof values.coupon === 'string' && values.coupon.trim()
      ? { coupon: values.coupon.trim() }
      : {}),
  }
  const key = body.get('submission')
  const outcome = await submit({
    ...submission,
    idempotencyKey:
      typeof key === 'string' && SUBMISSION_KEY.test(key)
        ? key
        : toFallbackKey(page, submission, getClientAddress() ?? 'unknown', Date.now()),
  })
  switch (outcome.status) {
    case 'accepted': {
      const settings = await provider.getSiteSettings({ signal: request.signal })
      const zone = settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE
      const thanks: FormThanks = {
        thankYouText: outcome.thankYouText,
        receivedText: formatInstant(outcome.receivedAt, zone),
        payment: outcome.payment
          ? {
              quantity: outcome.payment.quantity,
              totalText: formatCents(toCents(outcome.payment.total)),
              discountText: outcome.payment.couponApplied
                ? formatCents(toCents(outcome.payment.discount))
                : null,
            }
          : null,
      }
      return data({ ok: true as const, ...(intent === undefined ? {} : { intent }), ...thanks })
    }
    case 'invalid':
      return fail(400, outcome.message, toPageErrors(page.model, outcome.fieldErrors))
    case 'refused':
      return fail(409, outcome.message)
    case 'rate-limited': {
      const wait = outcome.retryAfterSeconds
      return fail(
        429,
        `This form has been sent several times in a short while. Please wait ${wait} second${wait === 1 ? '' : 's'} and send it again.`,
        {},
        { 'Retry-After': String(wait) },
      )
    }
    case 'missing':
      throw notFound()
    case 'signed-out':
      return fail(401, SIGNED_OUT)
    case 'code-refused':
      return fail(403, CODE_REFUSED)
    default:
      return fail(503, NOT_SENT)
  }
}

/**
 * A post to a form no page can be built from (SPEC.md 8): refused, 502 like its page, which
 * says why in place of the form.
 */
export function answerBrokenPost(page: BrokenForm, intent?: string) {
  return failed({}, 502, { formError: page.message, intent })
}

/**
 * A post to a published form's page (its own address, the newsletter sign-up): the answers go
 * to the provider's public lane, or a broken form's refusal.
 */
export function answerPublishedPost(request: Request, page: FormPageData | BrokenForm) {
  if (page.kind === 'broken') return answerBrokenPost(page)
  return answerFormPost(request, page, (submission) =>
    provider.submitForm(page.id, submission, { signal: request.signal }),
  )
}

/**
 * A published form's headers: a refused post says when to try again (429's Retry-After), and
 * React Router sends a route's own headers only.
 */
export function publishedFormHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers
  loaderHeaders: Headers
}) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders
}

// Without JavaScript the page (public and cached) carries no key of its own, and a double click
// posts twice. The same answers from the same address to the same form within one minute are
// then one submission: the provider stores the first and answers the second the same.
const FALLBACK_WINDOW_MS = 60_000

export function toFallbackKey(
  page: Pick<FormPageData, 'id' | 'lane'>,
  submission: FormSubmission,
  address: string,
  now: number,
): string {
  const window = Math.floor(now / FALLBACK_WINDOW_MS)
  return createHash('sha256')
    .update(JSON.stringify([page.lane, page.id, address, window, submission]))
    .digest('base64url')
}

/** The posted values of the form's own names (a group's as a list) and the payment inputs. */
export function readValues(body: FormData, page: Pick<FormPageData, 'model' | 'payment'>) {
  const names = [...page.model.names]
  if (page.payment && page.payment.quantityFieldId === null && page.payment.maxQuantity > 1) {
    names.push('quantity')
  }
  if (page.payment?.couponsAvailable) names.push('coupon')
  const { multiValueNames } = page.model
  // The rules read every field: one not posted is empty (a group's an empty list).
  const values: FormValues = Object.fromEntries(
    names.map((name) => [name, multiValueNames.includes(name) ? [] : '']),
  )
  return { ...values, ...readTyped(body, names, { multi: multiValueNames }) }
}

// A payment form without a quantity field asks for one itself when more than one may be paid for.
function readQuantity(
  page: Pick<FormPageData, 'payment'>,
  values: FormValues,
): { value?: number; error?: string } {
  const payment = page.payment
  if (!payment || payment.quantityFieldId !== null || payment.maxQuantity <= 1) return {}
  const given = typeof values.quantity === 'string' ? values.quantity.trim() : ''
  const whole = /^\d+$/.test(given) ? Number(given) : Number.NaN
  return whole >= 1 && whole <= payment.maxQuantity
    ? { value: whole }
    : { error: quantityMessage('Quantity', payment.maxQuantity) }
}

/** The checked values as the provider takes them: 'other' texts apart, keyed by their field. */
export function toSubmission(
  model: FormModel,
  checked: Record<string, FormValue>,
): Pick<FormSubmission, 'values' | 'other'> {
  const values: FormSubmission['values'] = {}
  const other: Record<string, string> = {}
  for (const control of model.controls) {
    const value = checked[control.id]
    if (value === undefined || value === null || value === false) continue
    if (control.kind === 'other') {
      if (typeof value === 'string') other[control.parentId] ??= value
      continue
    }
    values[control.id] = Array.isArray(value) ? value : String(value)
  }
  return Object.keys(other).length > 0 ? { values, other } : { values }
}

/** The provider's field keys as the page's ids: 'other.{field}' is that field's follow-up. */
function toPageErrors(model: FormModel, errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) {
    const parent = key.startsWith('other.') ? key.slice('other.'.length) : null
    const follow = parent
      ? model.controls.find((control) => control.kind === 'other' && control.parentId === parent)
      : undefined
    mapped[follow?.id ?? key] = message
  }
  return mapped
}

/** "December 12, 2026 at 3:04 PM": when the provider stored it, on the school's clock. */
function formatInstant(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: zone,
  }).format(instant)
}
