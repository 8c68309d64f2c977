// The cookie that carries a protected form's right access code back to that form's address, and
// to nothing else (protected-form.server.ts). Browser-safe: the page's handle names it.
export const FORM_CODE_COOKIE = 'fh_form_code'
