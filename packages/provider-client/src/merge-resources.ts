// The client is one object of every resource module's methods (client.ts). Merged by a spread, a
// key two modules define would silently leave only the later one; merged here, it is a type error
// naming the key, and a TypeError should a part's keys escape its type.

/** The keys that more than one of `Parts` defines: never when they are distinct. */
export type DuplicateKeys<
  Parts extends readonly object[],
  Seen extends PropertyKey = never,
  Found extends PropertyKey = never,
> = Parts extends readonly [infer First extends object, ...infer Rest extends readonly object[]]
  ? DuplicateKeys<Rest, Seen | keyof First, Found | (keyof First & Seen)>
  : Found

/** Every part's members in one type: `A & B & …`, whose keys are distinct. */
export type Merged<Parts extends readonly object[], Into = unknown> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? Merged<Rest, Into & First>
  : Into

type DistinctKeys<Parts extends readonly object[]> = [DuplicateKeys<Parts>] extends [never]
  ? Parts
  : { 'keys defined twice': DuplicateKeys<Parts> }

/** One object of the parts' own members, each key defined by exactly one part. */
// `| []` has the parts inferred as a tuple, each with its own type.
export function mergeResources<Parts extends readonly object[] | []>(
  parts: Parts & DistinctKeys<Parts>,
): Merged<Parts> {
  const merged: Record<PropertyKey, unknown> = {}
  for (const part of parts) {
    for (const key of Reflect.ownKeys(part)) {
      if (Object.hasOwn(merged, key)) {
        throw new TypeError(`Two resources define ${String(key)}`)
      }
      merged[key] = (part as Record<PropertyKey, unknown>)[key]
    }
  }
  return merged as Merged<Parts>
}
