import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { flag, tenantId, tenantKey, tenantRef } from './schema-site'

// Forms (SPEC 3 "Form", "Form field"; own design, packages/contract/README.md): definitions
// seeded per tenant (seed/forms), and the submissions visitors post, kept for good. Definitions
// are written again in place when the seed clock moves (their dates follow it), so submissions
// (which cascade from their form) survive a re-anchor. Money is kept in cents.

export const forms = sqliteTable(
  'forms',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    access: text('access', { enum: ['public', 'hidden', 'protected'] }).notNull(),
    // SHA-256 (hex) of a protected form's access code.
    accessCodeHash: text('access_code_hash'),
    paymentEnabled: flag('payment_enabled'),
    paymentFormType: text('payment_form_type'),
    paymentAmountCents: integer('payment_amount_cents'),
    paymentMaxQuantity: integer('payment_max_quantity'),
    paymentQuantityField: text('payment_quantity_field'),
    couponAmountCents: integer('coupon_amount_cents'),
    // JSON array of the codes a coupon may be (upper case).
    couponCodes: text('coupon_codes', { mode: 'json' }).$type<string[]>().notNull(),
    emailField: text('email_field'),
    isMultiRecipient: flag('is_multi_recipient'),
    isSportSpecific: flag('is_sport_specific'),
    // JSON array of the sports the form is for (a camp, a recruiting questionnaire): own design,
    // listed on those sports' home pages (GET /Forms?sportId=); [] for a department's form.
    sportIds: text('sport_ids', { mode: 'json' })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    thankYouText: text('thank_you_text').notNull(),
    // Local wall-clock times in the tenant's zone ("2026-12-01T00:00:00"), null when open-ended.
    startDate: text('start_date'),
    expirationDate: text('expiration_date'),
    closedMessage: text('closed_message').notNull(),
    maxSubmissions: integer('max_submissions'),
    customCss: text('custom_css'),
    // SPEC 4: when the form's messages appear ('blur', 'dirty', 'live', 'submit'), null: default.
    messageMode: text('message_mode'),
  },
  (t) => [tenantKey(t)],
)

export type FormFieldOptionRow = { value: string; label: string; showOtherAnswer: boolean }
export type FormFieldConditionRow = { fieldId: string; operator: 'Is' | 'Is Not'; value: string }

export const formFields = sqliteTable(
  'form_fields',
  {
    tenantId: tenantId(),
    formId: integer('form_id').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    required: flag('required'),
    maxLength: integer('max_length'),
    maxQuantity: integer('max_quantity'),
    isEmailField: flag('is_email_field'),
    options: text('options', { mode: 'json' }).$type<FormFieldOptionRow[]>().notNull(),
    conditions: text('conditions', { mode: 'json' }).$type<FormFieldConditionRow[]>().notNull(),
    defaultValue: text('default_value'),
    showCurrentDate: flag('show_current_date'),
    rank: integer('rank').notNull(),
    html: text('html'),
    // JSON array of SPEC 5's named rules, each "name" or "name:arg1,arg2" ("min:18").
    rules: text('rules', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.formId, t.key] }), tenantRef(t, t.formId, forms)],
)

// An accepted submission. `response` is the JSON answered with the 201, so a repeat with the
// same Idempotency-Key (and the same body, `request_hash`) is answered the same without a
// second row.
export const formSubmissions = sqliteTable(
  'form_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tenantId: tenantId(),
    formId: integer('form_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    values: text('values', { mode: 'json' }).$type<Record<string, string | string[]>>().notNull(),
    other: text('other', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    email: text('email'),
    quantity: integer('quantity'),
    couponCode: text('coupon_code'),
    totalCents: integer('total_cents'),
    receivedAt: text('received_at').notNull(),
    response: text('response', { mode: 'json' }).$type<unknown>().notNull(),
    seeded: flag('seeded'),
  },
  (t) => [
    index('form_submissions_form').on(t.tenantId, t.formId),
    uniqueIndex('form_submissions_idempotency')
      .on(t.tenantId, t.formId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    tenantRef(t, t.formId, forms),
  ],
)
