import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { and, asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { formFields, forms, formSubmissions } from '../../db/schema-forms'
import { tenantRow } from '../../db/tenant-rows'
import { toLocal } from '../../local-time'
import { getSetting, putSetting } from '../settings/settings-queries'

export type FormRow = typeof forms.$inferSelect
export type FormFieldRow = typeof formFields.$inferSelect
export type FormAccess = FormRow['access']
export type StoredForm = { form: FormRow; fields: FormFieldRow[]; submissionCount: number }

export function findForm(
  db: Db,
  tenantId: number,
  id: number,
  allowed: readonly FormAccess[],
): StoredForm | null {
  const form = tenantRow(db, forms, tenantId, id)
  if (!form || !allowed.includes(form.access)) return null
  const fields = db
    .select()
    .from(formFields)
    .where(and(eq(formFields.tenantId, tenantId), eq(formFields.formId, id)))
    .orderBy(asc(formFields.rank), asc(formFields.key))
    .all()
  return { form, fields, submissionCount: countSubmissions(db, tenantId, id) }
}

// The newsletter sign-up (GET /Forms/subscribe/info) is whichever form the site names, as on a
// real provider, where the school's editors pick one of their forms for it: a settings document
// (`subscribeForm`, served by no route), not an id fixed in code, which would tie the running
// provider to how one seed numbered its forms. Only a published public form answers.
const SubscribeFormSchema = z.object({ formId: z.int() })

export function findSubscribeForm(db: Db, tenantId: number): StoredForm | null {
  const setting = getSetting(db, tenantId, 'subscribeForm', SubscribeFormSchema)
  return setting ? findForm(db, tenantId, setting.formId, ['public']) : null
}

export function setSubscribeForm(db: Db, tenantId: number, formId: number): void {
  putSetting(db, tenantId, 'subscribeForm', SubscribeFormSchema.parse({ formId }))
}

export function countSubmissions(db: Db, tenantId: number, formId: number): number {
  return (
    db
      .select({ n: count() })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.formId, formId)))
      .get()?.n ?? 0
  )
}

export function findSubmissionByKey(db: Db, tenantId: number, formId: number, key: string) {
  return db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.idempotencyKey, key),
      ),
    )
    .get()
}

export function isFull(form: FormRow, submissionCount: number): boolean {
  return (form.maxSubmissions ?? 0) > 0 && submissionCount >= (form.maxSubmissions ?? 0)
}

// SPEC 4: before the start pending, after expiration closed, else active; compared in the
// tenant's wall-clock time, as the dates are written.
export function formStatusAt(form: FormRow, localNow: string): 'pending' | 'active' | 'closed' {
  if (form.startDate && localNow < form.startDate) return 'pending'
  if (form.expirationDate && localNow > form.expirationDate) return 'closed'
  return 'active'
}

export function tenantLocalNow(db: Db, tenantId: number, now: Date): string {
  const timeZone =
    getSetting(db, tenantId, 'common', CommonSettingsSchema)?.siteSettings.timeZone ?? 'UTC'
  return toLocal(now.getTime(), timeZone)
}

/**
 * A sport's public forms (GET /Forms?sportId=, own design): those whose `sportIds` name it and
 * that take submissions now or will (not closed, not full), in id order.
 */
export function listSportForms(db: Db, tenantId: number, sportId: number, localNow: string) {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.access, 'public')))
    .orderBy(asc(forms.id))
    .all()
    .filter(
      (form) =>
        form.sportIds.includes(sportId) &&
        formStatusAt(form, localNow) !== 'closed' &&
        !isFull(form, countSubmissions(db, tenantId, form.id)),
    )
}
