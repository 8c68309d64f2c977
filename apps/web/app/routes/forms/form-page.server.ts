import { createHash } from 'node:crypto'
import { data } from 'react-router'

import { formatLocalDay } from '@fieldhouse/domain/local-day'
import { buildForm, type FormModel } from '@fieldhouse/domain/forms/build-form'
import { canAcceptSubmission, getFormStatus } from '@fieldhouse/domain/forms/form-status'
import { formatCents, getMaxQuantity, toCents } from '@fieldhouse/domain/forms/payment'
import { checkCustomCss } from '@fieldhouse/domain/forms/validate-form'
import { getVisibleFieldIds, type RawValues } from '@fieldhouse/domain/forms/visible-fields'
import { getZonedDay } from '@fieldhouse/domain/calendar-month'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { FormDefinition } from '@fieldhouse/provider-client/forms'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { formStylesheetPath, type FormLane } from '~/paths/forms'
import { logger } from '~/utils/logger.server'
import { provider } from '~/utils/provider.server'

// A form's page from its definition (SPEC.md 3-5): the controls the domain builds from it
// (build-form.ts), whether it takes answers now (its dates and its maximum), its price. Shared by
// the public, hidden and protected pages and /subscribe.

export type FormState =
  | { kind: 'open' }
  | { kind: 'pending'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'full'; message: string }

export type PaymentView = {
  unitCents: number
  unitText: string
  /** The most one submission may pay for; a quantity input shows when it is over 1. */
  maxQuantity: number
  /** The quantity is one of the form's fields (its id), else the page's own `quantity` input. */
  quantityFieldId: string | null
  couponsAvailable: boolean
  couponText: string | null
}

export type FormPageData = {
  kind: 'form'
  id: number
  lane: FormLane
  title: string
  description: SafeHtml | ''
  state: FormState
  model: FormModel
  /** The controls showing before anything is typed (their conditions read the defaults). */
  visible: string[]
  /** The raw HTML of '-' fields, by control id: sanitised once by the client. */
  html: Record<string, SafeHtml>
  payment: PaymentView | null
  /** The provider's own styles for this form, as a stylesheet of the site's (public forms only). */
  stylesheet: string | null
}

/** SPEC.md 8's words when a definition cannot be made into a form. */
export const FORM_SCHEMA_ERROR = 'Error parsing the form schema'

// The provider's words when it refuses for these reasons; the page says the same beforehand.
const NOT_OPEN_YET = 'This form is not open yet.'
const CLOSED = 'This form is closed.'
const FULL = 'This form has reached its maximum number of submissions.'

/** A definition no form can be built from: its page says so (status 502) instead of the form. */
export type BrokenForm = { kind: 'broken'; title: string; message: string }

/**
 * The page, or a broken form naming SPEC.md 8's error when a field's type is unknown (SPEC.md 5:
 * building fails, 'the field type was not found'): the provider sent what no form can show.
 */
export async function toFormPage(
  definition: FormDefinition,
  lane: FormLane,
  signal: AbortSignal,
  now = new Date(),
): Promise<FormPageData | BrokenForm> {
  const settings = await provider.getSiteSettings({ signal })
  const zone = settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE
  const today = getZonedDay(now, zone)
  const built = buildForm(definition, { today })
  if (!built.ok) {
    logger.warn(
      { formId: definition.id, type: built.type },
      `form ${definition.id}: ${built.message}`,
    )
    return {
      kind: 'broken',
      title: definition.title,
      message: `${FORM_SCHEMA_ERROR}: ${built.message}.`,
    }
  }
  // The provider's CSS is linked as a stylesheet of the site's own (the Content-Security-Policy
  // admits no inline styles it has not hashed, and a page reached in the browser has no hash
  // for it); one that smuggles a script tag is refused in SPEC.md 5's words and not linked.
  const stylesheet = lane === 'public' ? toStylesheet(definition) : null
  const model = built.form
  return {
    kind: 'form',
    id: definition.id,
    lane,
    title: definition.title,
    description: definition.description,
    state: toFormState(definition, now, zone),
    model,
    visible: [...getVisibleFieldIds(model, toDefaultValues(model))],
    html: Object.fromEntries(
      definition.fields.flatMap((field) => (field.html ? [[field.id, field.html]] : [])),
    ),
    payment: toPaymentView(definition),
    stylesheet,
  }
}

/** The accepted custom CSS of a published form: its address, versioned by its content. */
function toStylesheet(definition: FormDefinition): string | null {
  const css = readCustomCss(definition)
  if (css === null) return null
  const version = createHash('sha256').update(css).digest('base64url').slice(0, 12)
  return `${formStylesheetPath(definition.id)}?v=${version}`
}

/** A form's custom CSS when it has some and it is CSS (SPEC.md 5), else null (refusal logged). */
export function readCustomCss(definition: Pick<FormDefinition, 'id' | 'customCss'>) {
  const css = definition.customCss?.trim() ?? ''
  if (!css) return null
  const refused = checkCustomCss(css)
  if (refused === null) return css
  logger.warn({ formId: definition.id }, `form ${definition.id} custom styles: ${refused}`)
  return null
}

function toFormState(definition: FormDefinition, now: Date, zone: string): FormState {
  const status = getFormStatus({
    startDate: definition.startDate,
    expirationDate: definition.expirationDate,
    now,
  })
  if (status === 'pending') {
    // Pending means a start date lies ahead.
    const opens = getZonedDay(definition.startDate ?? now, zone)
    return {
      kind: 'pending',
      message: `${NOT_OPEN_YET} It opens on ${formatLocalDay(opens, 'date')}.`,
    }
  }
  if (status === 'closed') return { kind: 'closed', message: definition.closedMessage || CLOSED }
  const accepts = canAcceptSubmission({
    count: definition.submissionCount,
    max: definition.maxSubmissions,
  })
  return accepts ? { kind: 'open' } : { kind: 'full', message: definition.closedMessage || FULL }
}

function toPaymentView(definition: FormDefinition): PaymentView | null {
  const payment = definition.payment
  if (!payment?.enabled) return null
  const unitCents = toCents(payment.amount)
  const couponCents = toCents(payment.couponAmount)
  return {
    unitCents,
    unitText: formatCents(unitCents),
    maxQuantity: getMaxQuantity(payment),
    quantityFieldId: payment.quantityFieldId,
    couponsAvailable: payment.couponsAvailable,
    couponText: payment.couponsAvailable && couponCents > 0 ? formatCents(couponCents) : null,
  }
}

/** What each control starts with, as a post would carry it. */
export function toDefaultValues(model: FormModel): RawValues {
  const values: Record<string, string | string[]> = {}
  for (const control of model.controls) {
    if (control.kind === 'checkbox') values[control.id] = control.defaultChecked ? 'true' : ''
    else if (control.kind === 'checkbox-group') values[control.id] = control.defaultValue
    else if ('defaultValue' in control) values[control.id] = control.defaultValue
  }
  return values
}

/** The loader's answer: the page, or a broken form's under 502 (never cached: not a 200). */
export function toFormResponse<T extends FormPageData | BrokenForm>(page: T) {
  return data(page, { status: page.kind === 'broken' ? 502 : 200 })
}
