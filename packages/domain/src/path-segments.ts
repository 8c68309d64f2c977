/**
 * Splits a pathname into lower-cased segments so path rules (isSplashPath) can compare literals
 * without caring about case, repeated or trailing slashes, or a query string/hash passed by mistake.
 */
export function toPathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  return path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
}
