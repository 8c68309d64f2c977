// Test support: form definitions as the provider client maps them, for the tests of building and
// checking a form. Not used by the rules themselves.
import { buildForm, type FormModel } from './build-form'
import type { FormDefinition, FormFieldDefinition, FormPayment } from './form-definition'

/** A plain optional text field `f`; `over` sets what a test is about. */
export const formField = (over: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  id: 'f',
  type: 'text',
  title: 'Name',
  required: false,
  maxLength: 0,
  maxQuantity: 0,
  isEmailField: false,
  options: [],
  conditions: [],
  defaultValue: '',
  showCurrentDate: false,
  rank: 1,
  html: '',
  rules: [],
  ...over,
})

/** An open form holding `fields`, with `payment` when given. */
export const formDefinition = (
  fields: FormFieldDefinition[],
  payment: FormPayment | null = null,
): FormDefinition => ({
  id: 7,
  title: 'Camp sign-up',
  description: '',
  payment,
  emailFieldId: null,
  isMultiRecipient: false,
  isSportSpecific: false,
  thankYouText: 'Thanks',
  startDate: null,
  expirationDate: null,
  closedMessage: 'Closed',
  maxSubmissions: null,
  submissionCount: 0,
  fields,
  messageMode: null,
})

/** The model of that form on 10 May 2025; throws where buildForm fails. */
export const buildFormModel = (
  fields: FormFieldDefinition[],
  payment: FormPayment | null = null,
): FormModel => {
  const result = buildForm(formDefinition(fields, payment), { today: '2025-05-10' })
  if (!result.ok) throw new Error(result.message)
  return result.form
}
