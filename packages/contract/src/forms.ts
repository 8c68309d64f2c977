import { z } from 'zod'

// Forms (SPEC 3 "Form", "Form field"; SPEC 4 form status and submission maximum; SPEC 5
// validation). Evidenced: GET /Forms/subscribe/info only (provider/schemas/v2/forms/
// subscribeInfoSchema.json). Everything else is own design (packages/contract/README.md):
// GET /Forms/{id}, /Hidden/Forms/{id} (staff bearer), /Protected/Forms/{id} (X-Access-Code) and
// POST .../submissions on each. Dates are local times without offset in the tenant's zone, like
// every other date on the wire.

// The field types SPEC 5 names. `type` stays a plain string on the wire so that a type the site
// does not know reaches it (the site must fail the form: 'the field type was not found').
export const FORM_FIELD_TYPES = [
  'select',
  'text',
  'textarea',
  'radio',
  'checkbox',
  'date',
  'number',
  'hidden',
  '-',
] as const

export const FormFieldOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  // SPEC 5: choosing it shows a follow-up text field 'Other {label}'.
  showOtherAnswer: z.boolean().optional(),
})

// SPEC 5: 'Is' / 'Is Not' on another field's value; every condition must hold for the field to
// show. A checkbox group "is" a value when that value is among those ticked.
export const FormFieldConditionSchema = z.object({
  fieldId: z.string(),
  operator: z.enum(['Is', 'Is Not']),
  value: z.string(),
})

export const FormFieldResourceSchema = z.object({
  // The field's key: the name its value is posted under, and what conditions refer to.
  id: z.string().min(1),
  type: z.string(),
  title: z.string(),
  required: z.boolean(),
  // Text length 1..maxLength when positive; null or 0: no limit.
  maxLength: z.number().int().nullish(),
  // Numeric maximum when positive; null or 0: none.
  maxQuantity: z.number().nullish(),
  isEmailField: z.boolean().optional(),
  options: z.array(FormFieldOptionSchema).nullish(),
  conditions: z.array(FormFieldConditionSchema).nullish(),
  defaultValue: z.string().nullish(),
  showCurrentDate: z.boolean().optional(),
  rank: z.number().int(),
  // Type '-': raw HTML, or null for a plain separator.
  html: z.string().nullish(),
  // SPEC 5's named rules, each "name" or "name:arg1,arg2" ("min:18", "between:1,10",
  // "date_after:2026-01-01", "starts_with:NSU,ATH", "confirm:email", "matches:/^\\d+$/"); kept
  // as strings so a rule the site does not know reaches it (and is left out there).
  rules: z.array(z.string()).nullish(),
})

export const FormAccessSchema = z.enum(['public', 'hidden', 'protected'])

export const FormResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullish(),
  paymentEnabled: z.boolean(),
  // Money in the currency's units (149.5 = $149.50).
  couponAmount: z.number().nullish(),
  couponsAvailable: z.boolean().optional(),
  paymentFormType: z.string().nullish(),
  paymentAmount: z.number().nullish(),
  paymentMaxQuantity: z.number().int().nullish(),
  // The id of the (number) field holding the quantity; null: the body's `quantity`.
  paymentQuantityField: z.string().nullish(),
  // The id of the field holding the submitter's e-mail.
  emailField: z.string().nullish(),
  isMultiRecipient: z.boolean().optional(),
  isSportSpecific: z.boolean().optional(),
  thankYouText: z.string().nullish(),
  startDate: z.string().nullish(),
  expirationDate: z.string().nullish(),
  closedMessage: z.string().nullish(),
  // SPEC 4: null or 0 means no maximum.
  maxSubmissions: z.number().int().nullish(),
  submissionCount: z.number().int(),
  isFull: z.boolean(),
  customCss: z.string().nullish(),
  access: FormAccessSchema.optional(),
  // SPEC 4: when the form's messages appear ('blur' default, 'dirty', 'live', 'submit'); a
  // plain string, so an unknown mode reads as the default instead of failing the form.
  messageMode: z.string().nullish(),
  fields: z.array(FormFieldResourceSchema),
})

// POST /Forms/{id}/submissions (and the hidden and protected twins). `values`: one entry per
// visible field that has a value: a string, or for a checkbox group the ticked option values.
// `other`: the 'Other {label}' text per field whose chosen option has showOtherAnswer.
// `quantity` (1..paymentMaxQuantity) when the payment has no quantity field; `coupon`, a code.
// Header `Idempotency-Key` (MAX_IDEMPOTENCY_KEY_LENGTH, [A-Za-z0-9_-]): a repeat with the same
// key and body is stored once and answered the same.
export const FORM_BODY_MAX_BYTES = 64 * 1024
export const FORM_VALUE_MAX_LENGTH = 4000
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

export const FormSubmissionRequestSchema = z.strictObject({
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  other: z.record(z.string(), z.string()).optional(),
  quantity: z.number().int().optional(),
  coupon: z.string().max(100).optional(),
})

export const FormPaymentResultSchema = z.object({
  quantity: z.number().int(),
  amount: z.number(),
  couponApplied: z.boolean(),
  discount: z.number(),
  total: z.number(),
})

// 201: stored and committed.
export const FormSubmissionAcceptedSchema = z.object({
  submissionId: z.number().int(),
  formId: z.number().int(),
  receivedAt: z.iso.datetime(),
  thankYouText: z.string().nullish(),
  payment: FormPaymentResultSchema.nullish(),
})

// 400: SPEC 5's messages, keyed by field id ('other.<id>' for an 'Other' answer, 'coupon',
// 'quantity').
export const FORM_INCOMPLETE_MESSAGE = 'Sorry, not all fields are filled out correctly.'
export const FormSubmissionInvalidSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()),
})

// 409: the form does not take submissions now.
export const FormSubmissionRefusedSchema = z.object({
  message: z.string(),
  reason: z.enum(['pending', 'closed', 'full']),
})

// GET /Forms/subscribe/info (evidenced; subscribeInfoSchema.json). Own-design extension:
// `formId`, the form the site's /subscribe renders.
export const SubscribeInfoSchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  hideCompanyField: z.boolean(),
  emailWhitelistNote: z.string(),
  categories: z.array(z.object({ id: z.number(), title: z.string() })),
  formId: z.number().int().nullish(),
})

// GET /Forms?sportId= (own design): a sport's public forms that take or will take submissions
// (a camp, the recruiting questionnaire), in id order; `sportIds` every sport the form is for.
export const SportFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sportIds: z.array(z.number().int()),
  startDate: z.string().nullish(),
  expirationDate: z.string().nullish(),
})
export const SportFormsResponseSchema = z.array(SportFormSchema)

export type SportFormResource = z.infer<typeof SportFormSchema>
export type FormFieldResource = z.infer<typeof FormFieldResourceSchema>
export type FormFieldOptionResource = z.infer<typeof FormFieldOptionSchema>
export type FormFieldConditionResource = z.infer<typeof FormFieldConditionSchema>
export type FormResource = z.infer<typeof FormResourceSchema>
export type FormSubmissionRequest = z.infer<typeof FormSubmissionRequestSchema>
export type FormSubmissionAccepted = z.infer<typeof FormSubmissionAcceptedSchema>
export type FormSubmissionInvalid = z.infer<typeof FormSubmissionInvalidSchema>
export type FormSubmissionRefused = z.infer<typeof FormSubmissionRefusedSchema>
export type FormPaymentResult = z.infer<typeof FormPaymentResultSchema>
export type SubscribeInfo = z.infer<typeof SubscribeInfoSchema>
