// The names of a protected form page's two forms, posted in their `intent` field (decision 029):
// its access code, then its answers. Browser-safe: the page's forms carry them.
export const PROTECTED_FORM_INTENT = { code: 'code', answers: 'answers' } as const
