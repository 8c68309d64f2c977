// Items by a key, in the order given (Map.groupBy, which Node 20 lacks): the rows read for a
// page's rosters, stories or facilities at once, by parent; games by season, opponent or day.
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
