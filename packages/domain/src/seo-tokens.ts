// Filling a title or description template of the provider's Seo settings (SPEC.md 2.3, 7):
// `{season} {sport_name} Roster | {site_name}`. A token is filled only when the settings list it
// (`tokens.keys`) and the page knows its value; any other token is dropped, never shown raw, and
// what dropping leaves behind (doubled spaces, a separator with nothing on one side) is tidied.
// Runs in the browser too (page titles after a client-side navigation): kept small.

/** A filled template, or null when nothing is left of it (the page then keeps its own title). */
export function fillSeoTemplate(
  template: string,
  values: Record<string, string | null | undefined>,
  tokens: readonly string[],
): string | null {
  const filled = template
    .replace(/\{([^{}]*)\}/g, (_, name: string) => {
      const key = name.trim().toLowerCase()
      return (tokens.includes(key) && values[key]?.trim()) || ''
    })
    // A brace left over from a broken token is no more shown than the token.
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    // Separators (| - : ,) with nothing left on one side, at either end or doubled.
    .replace(/^[\s|:,–—-]+|[\s|:,–—-]+$/g, '')
    .replace(/\s*([|–—])(?:\s*[|–—])+\s*/g, ' $1 ')
  return filled === '' ? null : filled
}
