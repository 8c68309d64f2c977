import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import type { ActionResult, FieldValue } from '~/utils/action'

// What a post to a form built from a definition answers: the one ActionResult of every post
// (docs/decisions/029), whose values may be lists (a checkbox group's) and whose success is the
// thank-you SPEC.md 4 asks for. Type-only for the browser.

/** What was posted, by field: the values the rules read and a failure puts back. */
export type FormValues = Partial<Record<string, FieldValue>>

/** SPEC.md 4: the provider's thank-you text, when it was received, what was paid for. */
export type FormThanks = {
  thankYouText: SafeHtml | ''
  /** "December 12, 2026 at 3:04 PM" on the tenant's clock. */
  receivedText: string
  payment: { quantity: number; totalText: string; discountText: string | null } | null
}

/** Field errors by control id ('quantity' and 'coupon' too), or the thank-you. */
export type FormResult = ActionResult<string, FormThanks, FieldValue>

export type FormFailure = Extract<FormResult, { ok: false }>
