/**
 * A read-only value that travels to the browser as one JSON string. React Router encodes loader
 * data value by value on every request (turbo-stream): a promotion is some fifty values, the
 * sports list over a hundred, a page's hydration data some four hundred, and encoding them was
 * a tenth of a render (docs/performance.md). A string is one value, copied as it is. On the
 * server `value` is the object itself, on a property the encoder does not see (it sends own
 * enumerable keys only), so rendering there needs no parse; the browser parses `json` when a
 * component reads it (use-shell.ts keeps the shell's once per answer). Only for plain JSON data
 * (no Date, no undefined worth keeping).
 */
export type Packed<T> = { readonly json: string; readonly value?: T }

export function pack<T>(value: T): Packed<T> {
  return Object.defineProperty({ json: JSON.stringify(value) }, 'value', {
    value,
    enumerable: false,
  })
}

/** The value: on the server the object itself, in the browser parsed from the string. */
export function unpack<T>(packed: Packed<T>): T {
  return packed.value !== undefined ? packed.value : (JSON.parse(packed.json) as T)
}
