// One answer for every form post of the site (docs/decisions/029): a screen posts to its own
// route, its action reads the body with one reader (utils/action.server.ts) and answers an
// ActionResult; the view reads it with one hook (components/ui/use-form-action.ts). Reads answer
// `Loaded` (utils/loaded.ts); posts answer this. Browser-safe; the form-level message when
// fields fail is the domain's (forms/form-incomplete.ts), one for every form.
//
// Without JavaScript the page is rendered again with the result: status 400 (or 401, 403, 409,
// 429, 503), each error beside its field, every value the visitor typed kept (secrets excepted).
// With JavaScript React Router posts the same form without a reload and the same component
// shows the same result.

/** What a field posts: its text, or a checkbox group's list. */
export type FieldValue = string | string[]

export type ActionFailure<Field extends string = string, Value extends FieldValue = string> = {
  ok: false
  /** Which of the page's forms was posted, where a page has two (the `intent` field). */
  intent?: string
  /** One message per field that failed, in the words of SPEC.md 5. */
  fieldErrors: Partial<Record<Field, string>>
  /** About the whole form: incomplete, refused, unavailable, too many tries. */
  formError: string
  /** What the visitor typed, to put back in the fields (never a password or a code's secret). */
  values: Partial<Record<Field, Value>>
}

/** A post that did what it asked, when the page shows it rather than redirecting (303). */
export type ActionDone<Done extends object = { message: string }> = {
  ok: true
  intent?: string
} & Done

export type ActionResult<
  Field extends string = string,
  Done extends object = { message: string },
  Value extends FieldValue = string,
> = ActionFailure<Field, Value> | ActionDone<Done>

/** The hidden field that names which form of a page was posted, where a page has two. */
export const INTENT_FIELD = 'intent'

/**
 * A route's action data as the result of the form named `intent` (none: the page's one form).
 * The data is our own action's answer; anything else (no answer yet, another form's) is
 * `undefined`, so a page with two forms never shows one's result in the other.
 */
export function toActionResult<Result extends ActionResult<string, object, FieldValue>>(
  value: unknown,
  intent?: string,
): Result | undefined {
  const result = value as Partial<ActionDone<object>> | null | undefined
  return typeof result?.ok === 'boolean' && result.intent === intent ? (value as Result) : undefined
}
