import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { formFields, forms, formSubmissions } from '../../db/schema-forms'
import { setSubscribeForm } from '../../resources/forms/form-queries'
import { hashAccessCode } from '../../resources/sport-files/access-code'
import type { SeedClock } from '../../clock/seed-clock'
import type { TenantDefinition } from '../tenant-definition'
import { buildSeedForms } from './form-definitions'
import { FORM_IDS, FULL_FORM_MAXIMUM } from './form-kit'

// Writes the demo forms in place: a form row is updated (never deleted, so visitors'
// submissions, which cascade from it, survive a re-anchor), its fields replaced, and the full
// form's seeded submissions added once (their idempotency keys are fixed). Safe to run again
// for a new seed clock (seed/reanchor.ts).
export function seedForms(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  for (const { fields, accessCode, couponCodes = [], ...form } of buildSeedForms(
    definition,
    clock,
  )) {
    const row = {
      paymentEnabled: false,
      isMultiRecipient: false,
      isSportSpecific: false,
      sportIds: [],
      paymentFormType: null,
      paymentAmountCents: null,
      paymentMaxQuantity: null,
      paymentQuantityField: null,
      couponAmountCents: null,
      emailField: null,
      maxSubmissions: null,
      customCss: null,
      messageMode: null,
      ...form,
      tenantId,
      couponCodes,
      accessCodeHash: accessCode === undefined ? null : hashAccessCode(accessCode),
    }
    db.insert(forms)
      .values(row)
      .onConflictDoUpdate({ target: [forms.tenantId, forms.id], set: row })
      .run()
    db.delete(formFields)
      .where(and(eq(formFields.tenantId, tenantId), eq(formFields.formId, form.id)))
      .run()
    db.insert(formFields)
      .values(
        fields.map((field, index) => ({
          tenantId,
          formId: form.id,
          key: field.key,
          type: field.type,
          title: field.title,
          required: field.required ?? false,
          maxLength: field.maxLength ?? null,
          maxQuantity: field.maxQuantity ?? null,
          isEmailField: field.isEmailField ?? false,
          options: field.options ?? [],
          conditions: field.conditions ?? [],
          defaultValue: field.defaultValue ?? null,
          showCurrentDate: field.showCurrentDate ?? false,
          rank: (index + 1) * 10,
          html: field.html ?? null,
          rules: field.rules ?? [],
        })),
      )
      .run()
  }
  seedFullFormSubmissions(db, tenantId, clock)
  seedSubscribeForm(db, definition)
}

// The newsletter is the site's sign-up form (GET /Forms/subscribe/info).
export function seedSubscribeForm(db: Db, definition: TenantDefinition): void {
  setSubscribeForm(db, definition.tenantId, FORM_IDS.newsletter)
}

const FAMILIES = ['Alvarez', 'Brooks', 'Chen']

// Seeded submissions take fixed negative ids, so a re-seed writes the same rows and visitors'
// submissions keep the autoincrement's positive ids.
const seededSubmissionId = (tenantId: number, formId: number, n: number) =>
  -(tenantId * 100_000 + formId * 10 + n)

function seedFullFormSubmissions(db: Db, tenantId: number, clock: SeedClock): void {
  for (let n = 0; n < FULL_FORM_MAXIMUM; n += 1) {
    const family = FAMILIES[n] ?? `Family ${n + 1}`
    const emailAddress = `${family.toLowerCase()}@example.com`
    db.insert(formSubmissions)
      .values({
        id: seededSubmissionId(tenantId, FORM_IDS.full, n + 1),
        tenantId,
        formId: FORM_IDS.full,
        idempotencyKey: `seed-full-${n + 1}`,
        requestHash: 'seed',
        values: { familyName: family, email: emailAddress },
        other: {},
        email: emailAddress,
        receivedAt: `${clock.now.slice(0, 10)}T0${n + 1}:00:00.000Z`,
        response: {},
        seeded: true,
      })
      .onConflictDoNothing()
      .run()
  }
}
