/**
 * SPEC 5: the form-level message when fields fail, for every form of the site (a provider-
 * defined form's check in validate-form.ts, the web's sign-in and access-code forms). A module
 * of its own, so a form that checks its fields another way carries this one string only.
 */
export const FORM_INCOMPLETE = 'Sorry, not all fields are filled out correctly.'
