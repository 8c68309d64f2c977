import type { FormFieldResource, FormResource } from '@fieldhouse/contract/forms'
import { isFull, type FormFieldRow, type StoredForm } from './form-queries'

const toMoney = (cents: number | null): number | null => (cents === null ? null : cents / 100)

function toFieldResource(field: FormFieldRow): FormFieldResource {
  return {
    id: field.key,
    type: field.type,
    title: field.title,
    required: field.required,
    maxLength: field.maxLength,
    maxQuantity: field.maxQuantity,
    isEmailField: field.isEmailField,
    options: field.options,
    conditions: field.conditions,
    defaultValue: field.defaultValue,
    showCurrentDate: field.showCurrentDate,
    rank: field.rank,
    html: field.html,
    rules: field.rules,
  }
}

// A form definition with SPEC 3's fields; the coupon codes and the access code's hash never
// leave the provider.
export function toFormResource({ form, fields, submissionCount }: StoredForm): FormResource {
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    paymentEnabled: form.paymentEnabled,
    couponAmount: toMoney(form.couponAmountCents),
    couponsAvailable: form.paymentEnabled && form.couponCodes.length > 0,
    paymentFormType: form.paymentFormType,
    paymentAmount: toMoney(form.paymentAmountCents),
    paymentMaxQuantity: form.paymentMaxQuantity,
    paymentQuantityField: form.paymentQuantityField,
    emailField: form.emailField,
    isMultiRecipient: form.isMultiRecipient,
    isSportSpecific: form.isSportSpecific,
    thankYouText: form.thankYouText,
    startDate: form.startDate,
    expirationDate: form.expirationDate,
    closedMessage: form.closedMessage,
    maxSubmissions: form.maxSubmissions,
    submissionCount,
    isFull: isFull(form, submissionCount),
    customCss: form.customCss,
    access: form.access,
    messageMode: form.messageMode,
    fields: fields.map(toFieldResource),
  }
}
