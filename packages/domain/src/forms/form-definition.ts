// The domain's form definition (SPEC 3 "Form" and "Form field"): what the provider client maps the
// provider's wire format onto, and what build-form.ts turns into a form. Each property names the
// SPEC field it carries. Values arrive already parsed; nothing here validates them.

/** SPEC 3 "Form". */
export type FormDefinition = {
  /** id */
  id: number
  /** title */
  title: string
  /** description: an HTML string, sanitized upstream. */
  description: string
  /** The payment fields, or null when paymentEnabled is false. */
  payment: FormPayment | null
  /** emailField: the id of the field whose value is the submitter's e-mail, or null. */
  emailFieldId: string | null
  /** isMultiRecipient */
  isMultiRecipient: boolean
  /** isSportSpecific */
  isSportSpecific: boolean
  /** thankYouText: shown after a successful submission (HTML, sanitized upstream). */
  thankYouText: string
  /** startDate: null when absent (SPEC 4 form status). */
  startDate: Date | null
  /** expirationDate: null when absent (SPEC 4 form status). */
  expirationDate: Date | null
  /** closedMessage: shown while the form is closed. */
  closedMessage: string
  /** The submission maximum (SPEC 4); null, 0 or negative means no limit. */
  maxSubmissions: number | null
  /** How many submissions the form has stored so far (SPEC 4 submission maximum). */
  submissionCount: number
  /** fields, in any order (build-form sorts them by rank). */
  fields: FormFieldDefinition[]
  /**
   * SPEC 4: when the form's messages appear: 'blur' (the default), 'dirty', 'live' (as the
   * visitor types, after the input delay) or 'submit'; null or an unknown name: the default.
   */
  messageMode: string | null
}

/** SPEC 3 "Form": the payment* and coupon* fields, present when paymentEnabled. */
export type FormPayment = {
  /** paymentEnabled */
  enabled: boolean
  /** paymentFormType: the provider's payment kind, passed through unread. */
  formType: string
  /** paymentAmount: the price of one item in the currency's units (e.g. 12.5 dollars). */
  amount: number
  /** paymentMaxQuantity: at most this many items; 0 or less means 1 (no quantity choice). */
  maxQuantity: number
  /** paymentQuantityField: the id of the field holding the quantity, or null (quantity 1). */
  quantityFieldId: string | null
  /** couponAmount: the reduction a coupon gives, in the currency's units. */
  couponAmount: number
  /** couponsAvailable */
  couponsAvailable: boolean
}

/** SPEC 3 "Form field". */
export type FormFieldDefinition = {
  /** The field's key, used as the input name (and as a condition's fieldId). */
  id: string
  /**
   * type: the provider's raw type name. Known: select, text, textarea, radio, checkbox, date,
   * number, hidden and '-' (separator or raw HTML). Anything else is kept here and makes
   * build-form fail (SPEC 5).
   */
  type: string
  /** title: the label, and the {Name} of the messages. */
  title: string
  /** required */
  required: boolean
  /** maxLength: text length 1..maxLength when positive; 0 or less means no limit. */
  maxLength: number
  /** maxQuantity: numeric maximum when positive; 0 or less means none. */
  maxQuantity: number
  /** isEmailField: the value must be an e-mail address. */
  isEmailField: boolean
  /** options: the choices of a select, radio or checkbox group. */
  options: FormFieldOption[]
  /** conditions: all must hold for the field to show (SPEC 5). */
  conditions: FormFieldCondition[]
  /** defaultValue: the initial value ('' when none). */
  defaultValue: string
  /** showCurrentDate: a date field defaults to today. */
  showCurrentDate: boolean
  /** rank: the display order, ascending. */
  rank: number
  /** For type '-': raw HTML (sanitized upstream), or '' for a plain separator. */
  html: string
  /**
   * SPEC 5's named rules as the provider writes them, "min:18" or "starts_with:A,B"
   * (field-rules.ts); a rule this site does not know is left out.
   */
  rules: string[]
}

/** One choice of a select, radio or checkbox group. */
export type FormFieldOption = {
  value: string
  label: string
  /** showOtherAnswer: choosing it shows a follow-up text field 'Other {label}' (SPEC 5). */
  showOtherAnswer: boolean
}

/** A condition on another field's value (SPEC 5: 'Is' and 'Is Not'). */
export type FormFieldCondition = {
  /** The id of the field whose value is compared. */
  fieldId: string
  operator: 'Is' | 'Is Not'
  value: string
}
