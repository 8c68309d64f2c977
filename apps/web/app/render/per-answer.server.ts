/**
 * `derive`, run once per provider answer. The client hands out the same cached object until the
 * provider's answer changes, so what a loader derives from an answer (the shell's menus, the
 * home page's sports directory, a packed promotion) is derived once per answer, not once per
 * page; entries go when the answer does.
 */
export function perAnswer<Answer extends object, Derived>(derive: (answer: Answer) => Derived) {
  const derived = new WeakMap<Answer, Derived>()
  return (answer: Answer): Derived => {
    let value = derived.get(answer)
    if (value === undefined) {
      value = derive(answer)
      derived.set(answer, value)
    }
    return value
  }
}
