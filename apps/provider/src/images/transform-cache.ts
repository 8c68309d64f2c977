type Result = { body: Buffer; contentType: string }

// Resizing a large picture takes sharp a few hundred milliseconds, and every page asks for the
// same handful of sizes; results are kept in memory up to a byte budget (least recently used
// out first), and identical requests in flight share one transform.
export function createTransformCache(maxBytes: number) {
  const entries = new Map<string, Result>()
  const inFlight = new Map<string, Promise<Result>>()
  let bytes = 0

  function remember(key: string, result: Result) {
    if (result.body.length > maxBytes) return
    entries.set(key, result)
    bytes += result.body.length
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= old.body.length
    }
  }

  return {
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
