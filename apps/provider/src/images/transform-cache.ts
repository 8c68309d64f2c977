export type TransformResult = { body: Buffer; contentType: string }
type Result = TransformResult

// Resizing a large picture takes sharp a few hundred milliseconds, and every page asks for the
// same handful of sizes; results are kept in memory up to a byte budget (least recently used
// out first: a Map iterates in insertion order and a hit is re-inserted), and identical requests
// in flight share one transform. A result larger than the whole budget is served but not kept.
export function createTransformCache(maxBytes: number) {
  const entries = new Map<string, Result>()
  const inFlight = new Map<string, Promise<Result>>()
  let bytes = 0

  function remember(key: string, result: Result) {
    if (result.body.length > maxBytes) return
    const replaced = entries.get(key)
    if (replaced) {
      entries.delete(key)
      bytes -= replaced.body.length
    }
    entries.set(key, result)
    bytes += result.body.length
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= old.body.length
    }
  }

  return {
    /** The result for `key`: from memory, from a transform already running, or from `produce`. */
    async get(key: string, produce: () => Promise<Result>): Promise<Result> {
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const pending = inFlight.get(key)
      if (pending) return pending
      const work = produce()
        .then((result) => {
          remember(key, result)
          return result
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, work)
      return work
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
