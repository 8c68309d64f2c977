// One answer for every form post (docs/decisions/019): a screen posts to its own route, its
// action reads the form with one Zod schema (readSubmission, utils/action.server.ts) and answers
// this. Reads answer `Loaded` (utils/loaded.ts); writes answer an ActionResult.
//
// Without JavaScript the page is rendered again with the result: status 400 (or 401, 429...),
// each error beside its field, every value the visitor typed kept (secrets excepted). With
// JavaScript React Router posts the same form without a reload and the same component shows the
// same result.

export type ActionResult<Field extends string = string> =
  | {
      ok: false
      /** One message per field that failed, in the words of SPEC.md 5. */
      fieldErrors: Partial<Record<Field, string>>
      /** About the whole form: incomplete, refused, unavailable, too many tries. */
      formError: string | null
      /** What the visitor typed, to put back in the fields (never a password). */
      values: Partial<Record<Field, string>>
    }
  | { ok: true; message: string }

/** SPEC.md 5: the form-level message when fields fail. */
export const FORM_INCOMPLETE = 'Sorry, not all fields are filled out correctly.'
