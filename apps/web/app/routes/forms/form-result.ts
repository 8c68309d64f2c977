import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

// What a form's post answers (the action convention of docs/decisions/019, with the values of a
// form built from a definition: a checkbox group's are a list). Type-only for the browser.

export type FormValues = Record<string, string | string[]>

export type FormActionResult =
  | {
      ok: false
      /** About the whole post: incomplete, refused, not sent. */
      formError: string
      /** SPEC.md 5's message per failing field, by control id ('quantity' and 'coupon' too). */
      fieldErrors: Record<string, string>
      /** Everything the visitor posted, to put back. */
      values: FormValues
    }
  | {
      ok: true
      thankYouText: SafeHtml | ''
      /** "December 12, 2026 at 3:04 PM" on the tenant's clock. */
      receivedText: string
      payment: { quantity: number; totalText: string; discountText: string | null } | null
    }

/**
 * A route's action data as a form's result, when it is one: a page whose actions answer other
 * things too (the protected form's access code) hands its data here.
 */
export function asFormResult(value: unknown): FormActionResult | undefined {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return undefined
  return value.ok === true
    ? 'thankYouText' in value
      ? (value as FormActionResult)
      : undefined
    : 'values' in value && 'formError' in value
      ? (value as FormActionResult)
      : undefined
}
