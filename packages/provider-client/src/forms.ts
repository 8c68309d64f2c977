import {
  FormResourceSchema,
  FormSubmissionAcceptedSchema,
  FormSubmissionInvalidSchema,
  FormSubmissionRefusedSchema,
  IDEMPOTENCY_KEY_PATTERN,
  SportFormsResponseSchema,
  SubscribeInfoSchema,
  type FormFieldResource,
  type FormResource,
} from '@fieldhouse/contract/forms'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import { toAuthorized, toLoaded, type Authorized, type Loaded } from './loaded'
import { toSafeHtml, type SafeHtml } from './safe-html'
import { isSendableAccessCode, toProtected, type Protected } from './sport-files'
import { readableAs } from './story'
import type { Outcome } from './outcome'
import type { CallOptions } from './transport'

// Forms (own design: packages/contract forms.ts; SPEC 3-5). A definition is mapped onto the
// shape of the domain's FormDefinition (packages/domain/src/forms/form-definition.ts; the
// client may not import the domain, so the type is repeated here and the website hands it to
// buildForm as it is). HTML (description, thank-you text, a '-' field's raw HTML) is SafeHtml.
// A submission is a POST, sent once and never retried (transport.post) nor cached.

const LABEL = 'forms repository'

export type FormAccess = 'public' | 'hidden' | 'protected'

/** A form a sport's pages link to (its page is /form/{id}). */
export type SportForm = { id: number; title: string }

const SportFormsSchema = SportFormsResponseSchema.transform((forms) =>
  forms.map((form): SportForm => ({ id: form.id, title: form.title })),
)

export type FormFieldOption = { value: string; label: string; showOtherAnswer: boolean }
export type FormFieldCondition = { fieldId: string; operator: 'Is' | 'Is Not'; value: string }

export type FormFieldDefinition = {
  id: string
  /** The provider's type as sent; an unknown one makes the domain's buildForm fail (SPEC 5). */
  type: string
  title: string
  required: boolean
  /** 0: no limit. */
  maxLength: number
  /** 0: none. */
  maxQuantity: number
  isEmailField: boolean
  options: FormFieldOption[]
  conditions: FormFieldCondition[]
  defaultValue: string
  showCurrentDate: boolean
  rank: number
  /** Type '-': raw HTML, '' for a plain separator. */
  html: SafeHtml | ''
  /** SPEC 5's named rules as sent ("min:18"); the domain's buildForm parses them. */
  rules: string[]
}

export type FormPayment = {
  enabled: boolean
  formType: string
  /** In the currency's units (149.5). */
  amount: number
  maxQuantity: number
  quantityFieldId: string | null
  couponAmount: number
  couponsAvailable: boolean
}

export type FormDefinition = {
  id: number
  title: string
  description: SafeHtml | ''
  payment: FormPayment | null
  emailFieldId: string | null
  isMultiRecipient: boolean
  isSportSpecific: boolean
  thankYouText: SafeHtml | ''
  startDate: Date | null
  expirationDate: Date | null
  closedMessage: string
  maxSubmissions: number | null
  submissionCount: number
  fields: FormFieldDefinition[]
  /** The provider's CSS as sent; the website checks it ('That is not css', SPEC 5). */
  customCss: string | null
  access: FormAccess
  /** SPEC 4's message mode as sent ('live' …); null when none. */
  messageMode: string | null
}

export type SubscribeInfo = {
  title: string | null
  description: SafeHtml | null
  hideCompanyField: boolean
  emailWhitelistNote: string
  categories: { id: number; title: string }[]
  /** The form /subscribe renders, when the provider names one. */
  formId: number | null
}

/** What a visitor posts: values by field id (a checkbox group's as a list), 'Other' texts. */
export type FormSubmission = {
  values: Record<string, string | string[]>
  other?: Record<string, string>
  /** Payment forms without a quantity field. */
  quantity?: number
  coupon?: string
  /**
   * Made once per rendered form by the caller and posted with it (a hidden input), so a
   * double-clicked or re-sent post is stored once and answered the same (Idempotency-Key).
   */
  idempotencyKey?: string
}

export type FormPaymentTotal = {
  quantity: number
  amount: number
  couponApplied: boolean
  discount: number
  total: number
}

export type SubmitOutcome =
  | {
      status: 'accepted'
      submissionId: number
      receivedAt: Date
      thankYouText: SafeHtml | ''
      payment: FormPaymentTotal | null
    }
  /** 400: SPEC 5's message and the field errors, by field id ('other.<id>', 'coupon'). */
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string> }
  /** 409: the form is pending, closed or full; `message` is the provider's (closedMessage). */
  | { status: 'refused'; reason: 'pending' | 'closed' | 'full'; message: string }
  /** 429: try again after `retryAfterSeconds`. */
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** 204/404: no such form on that lane. */
  | { status: 'missing' }
  /** 401 on the hidden lane. */
  | { status: 'signed-out' }
  /** 403 on the protected lane: a missing or wrong code. */
  | { status: 'code-refused' }
  /** The provider failed, timed out or answered something unreadable; nothing is known stored. */
  | { status: 'unavailable' }

const money = (value: number | null | undefined) => value ?? 0

function toField(field: FormFieldResource): FormFieldDefinition {
  return {
    id: field.id,
    type: field.type,
    title: field.title,
    required: field.required,
    maxLength: field.maxLength ?? 0,
    maxQuantity: field.maxQuantity ?? 0,
    isEmailField: field.isEmailField ?? false,
    options: (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.label,
      showOtherAnswer: option.showOtherAnswer ?? false,
    })),
    conditions: field.conditions ?? [],
    defaultValue: field.defaultValue ?? '',
    showCurrentDate: field.showCurrentDate ?? false,
    rank: field.rank,
    html: toSafeHtml(field.html) ?? '',
    rules: field.rules ?? [],
  }
}

// A date that is sent but cannot be read fails the definition (SPEC 8 'Error parsing the form
// schema'): read as absent it would open a closed form.
function readDate(value: string | null | undefined, zone: string): Date | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return null
  return parseProviderDate(value, zone) ?? undefined
}

function toFormDefinition(form: FormResource, zone: string): FormDefinition | null {
  const startDate = readDate(form.startDate, zone)
  const expirationDate = readDate(form.expirationDate, zone)
  if (startDate === undefined || expirationDate === undefined) return null
  return {
    id: form.id,
    title: form.title,
    description: toSafeHtml(form.description) ?? '',
    payment: form.paymentEnabled
      ? {
          enabled: true,
          formType: form.paymentFormType ?? '',
          amount: money(form.paymentAmount),
          maxQuantity: form.paymentMaxQuantity ?? 0,
          quantityFieldId: form.paymentQuantityField ?? null,
          couponAmount: money(form.couponAmount),
          couponsAvailable: form.couponsAvailable ?? false,
        }
      : null,
    emailFieldId: form.emailField ?? null,
    isMultiRecipient: form.isMultiRecipient ?? false,
    isSportSpecific: form.isSportSpecific ?? false,
    thankYouText: toSafeHtml(form.thankYouText) ?? '',
    startDate,
    expirationDate,
    closedMessage: form.closedMessage ?? '',
    maxSubmissions: form.maxSubmissions ?? null,
    submissionCount: form.submissionCount,
    fields: form.fields.map(toField),
    customCss: form.customCss ?? null,
    access: form.access ?? 'public',
    messageMode: form.messageMode ?? null,
  }
}

const SubscribeSchema = SubscribeInfoSchema.transform(
  (info): SubscribeInfo => ({
    title: info.title ?? null,
    description: toSafeHtml(info.description),
    hideCompanyField: info.hideCompanyField,
    emailWhitelistNote: info.emailWhitelistNote,
    categories: info.categories,
    formId: info.formId ?? null,
  }),
)

const AcceptedSchema = FormSubmissionAcceptedSchema.transform((accepted) => ({
  status: 'accepted' as const,
  submissionId: accepted.submissionId,
  receivedAt: new Date(accepted.receivedAt),
  thankYouText: toSafeHtml(accepted.thankYouText) ?? ('' as const),
  payment: accepted.payment ?? null,
}))

function toSubmitOutcome(outcome: Outcome<SubmitOutcome>): SubmitOutcome {
  switch (outcome.kind) {
    case 'ok':
      return outcome.data
    case 'no-content':
    case 'not-found':
      return { status: 'missing' }
    case 'denied':
      return { status: 'signed-out' }
    case 'failed':
      break
  }
  const { status, body } = outcome
  if (status === 400) {
    const invalid = FormSubmissionInvalidSchema.safeParse(body)
    // A 400 in the error envelope is a request the provider calls malformed: this site's bug.
    if (invalid.success) return { status: 'invalid', ...invalid.data }
  }
  if (status === 409) {
    const refused = FormSubmissionRefusedSchema.safeParse(body)
    if (refused.success) return { status: 'refused', ...refused.data }
  }
  if (status === 429) {
    const seconds = Number(outcome.retryAfter)
    return { status: 'rate-limited', retryAfterSeconds: seconds > 0 ? Math.ceil(seconds) : 60 }
  }
  if (status === 403) return { status: 'code-refused' }
  return { status: 'unavailable' }
}

type Lane =
  | { kind: 'public' }
  | { kind: 'hidden'; token: string }
  | { kind: 'protected'; code: string }

export function formsResource({ transport, timeZone, load }: ClientContext) {
  const definition = perTimeZone((zone) =>
    readableAs(FormResourceSchema, (form) => toFormDefinition(form, zone)),
  )

  async function readForm(id: number, lane: Lane, options: CallOptions) {
    const zone = await timeZone(options)
    const prefix =
      lane.kind === 'hidden' ? '/Hidden' : lane.kind === 'protected' ? '/Protected' : ''
    return transport.get({
      label: LABEL,
      path: `${prefix}/Forms/${id}`,
      schema: definition(zone),
      variant: zone,
      signal: options.signal,
      allowNotFound: true,
      ...(lane.kind === 'hidden' ? { bearer: lane.token } : {}),
      ...(lane.kind === 'protected'
        ? { headers: { 'x-access-code': lane.code }, expected: [403] }
        : {}),
    })
  }

  async function submit(
    id: number,
    submission: FormSubmission,
    lane: Lane,
    options: CallOptions,
  ): Promise<SubmitOutcome> {
    if (!Number.isInteger(id) || id < 0) return { status: 'missing' }
    if (lane.kind === 'protected' && !isSendableAccessCode(lane.code)) {
      return { status: 'code-refused' }
    }
    const key = submission.idempotencyKey
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) return { status: 'unavailable' }
    const prefix =
      lane.kind === 'hidden' ? '/Hidden' : lane.kind === 'protected' ? '/Protected' : ''
    const headers: Record<string, string> = {}
    if (key !== undefined) headers['idempotency-key'] = key
    if (lane.kind === 'protected') headers['x-access-code'] = lane.code
    const outcome = await transport.post<SubmitOutcome>({
      label: LABEL,
      path: `${prefix}/Forms/${id}/submissions`,
      body: {
        values: submission.values,
        ...(submission.other ? { other: submission.other } : {}),
        ...(submission.quantity !== undefined ? { quantity: submission.quantity } : {}),
        ...(submission.coupon ? { coupon: submission.coupon } : {}),
      },
      schema: AcceptedSchema,
      headers,
      expected: [400, 403, 409, 429],
      allowNotFound: true,
      ...(lane.kind === 'hidden' ? { bearer: lane.token } : {}),
      signal: options.signal,
    })
    return toSubmitOutcome(outcome)
  }

  return {
    /** GET /Forms/{id}: a published form; 204/404 `missing`, an unreadable one `unavailable`. */
    async getForm(id: number, options: CallOptions = {}): Promise<Loaded<FormDefinition>> {
      if (!Number.isInteger(id) || id < 0) return { status: 'missing' }
      return toLoaded(await readForm(id, { kind: 'public' }, options))
    },

    /** GET /Hidden/Forms/{id}: any form, for a signed-in editor; never cached. */
    async getHiddenForm(
      id: number,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<FormDefinition>> {
      if (!Number.isInteger(id) || id < 0) return { status: 'missing' }
      return toAuthorized(await readForm(id, { kind: 'hidden', token }, options))
    },

    /** GET /Protected/Forms/{id} with the code (X-Access-Code); a wrong one `refused`. */
    async getProtectedForm(
      id: number,
      code: string,
      options: CallOptions = {},
    ): Promise<Protected<FormDefinition>> {
      if (!Number.isInteger(id) || id < 0) return { status: 'missing' }
      if (!isSendableAccessCode(code)) return { status: 'refused' }
      return toProtected(await readForm(id, { kind: 'protected', code }, options))
    },

    /**
     * GET /Forms?sportId= (own design): the sport's public forms that take submissions now or
     * will (a camp, the recruiting questionnaire), in the provider's order.
     */
    async loadSportForms(sportId: number, options: CallOptions = {}): Promise<Loaded<SportForm[]>> {
      return load(
        { label: LABEL, path: '/Forms', query: { sportId }, schema: SportFormsSchema },
        options,
      )
    },

    /** GET /Forms/subscribe/info (evidenced); `unavailable` when it fails. */
    async getSubscribeInfo(options: CallOptions = {}): Promise<Loaded<SubscribeInfo>> {
      return load({ label: LABEL, path: '/Forms/subscribe/info', schema: SubscribeSchema }, options)
    },

    /** POST /Forms/{id}/submissions, once: never retried, never cached. */
    submitForm(
      id: number,
      submission: FormSubmission,
      options: CallOptions = {},
    ): Promise<SubmitOutcome> {
      return submit(id, submission, { kind: 'public' }, options)
    },

    /** POST /Hidden/Forms/{id}/submissions with an editor's token. */
    submitHiddenForm(
      id: number,
      submission: FormSubmission,
      token: string,
      options: CallOptions = {},
    ): Promise<SubmitOutcome> {
      return submit(id, submission, { kind: 'hidden', token }, options)
    },

    /** POST /Protected/Forms/{id}/submissions with the form's access code. */
    submitProtectedForm(
      id: number,
      submission: FormSubmission,
      code: string,
      options: CallOptions = {},
    ): Promise<SubmitOutcome> {
      return submit(id, submission, { kind: 'protected', code }, options)
    },
  }
}
