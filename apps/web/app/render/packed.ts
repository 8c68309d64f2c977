/**
 * A read-only value that travels to the browser as one JSON string. React Router encodes loader
 * data value by value on every request (turbo-stream): a promotion is some fifty values, the
 * sports list over a hundred, a page's hydration data some four hundred, and encoding them was
 * a tenth of a render (docs/performance.md). A string is one value, copied as it is. On the
 * server `value` is the object itself, on a property the encoder does not see (it sends own
 * enumerable keys only), so rendering there needs no parse; the browser parses `json` once.
 * Only for plain JSON data (no Date, no undefined worth keeping).
 */
export type Packed<T> = { readonly json: string; readonly value?: T }

export function pack<T>(value: T): Packed<T> {
  // Writable, so unpack's `??=` may set it again where it is null (a packed null).
  return Object.defineProperty({ json: JSON.stringify(value) }, 'value', {
    value,
    enumerable: false,
    writable: true,
  })
}

/**
 * The value: on the server the object itself; in the browser parsed from the string the first
 * time and kept on the packed object, so every render gets the same object. Effects keyed on it
 * (a promotion's impression count) must not run again because a page rendered again.
 */
export function unpack<T>(packed: Packed<T>): T {
  return ((packed as { value?: T }).value ??= JSON.parse(packed.json) as T)
}
