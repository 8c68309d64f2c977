import type { FormControl, FormModel } from './build-form'

// SPEC 5: conditions 'Is' and 'Is Not' on another field's value show or hide a field. A hidden
// field is neither validated nor submitted (validate-form.ts).

export type RawValues = Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * The ids of the controls showing for these values. A control shows when every one of its
 * conditions holds. A condition on a field that is itself hidden, unknown, or part of a cycle
 * does not hold, whatever its operator: hiding chains down (a follow-up question about an answer
 * that is not asked is not asked either). An 'other' follow-up shows while its field shows and
 * its option is chosen.
 */
export function getVisibleFieldIds(form: FormModel, raw: RawValues): Set<string> {
  const byId = new Map(form.controls.map((control) => [control.id, control]))
  const decided = new Map<string, boolean>()
  const inProgress = new Set<string>()

  const isVisible = (id: string): boolean => {
    const known = decided.get(id)
    if (known !== undefined) return known
    const control = byId.get(id)
    if (control === undefined || inProgress.has(id)) return false
    inProgress.add(id)
    const visible =
      control.conditions.every((condition) => {
        if (!isVisible(condition.fieldId)) return false
        const values = getConditionValues(byId.get(condition.fieldId), raw[condition.fieldId])
        const matches = values.includes(condition.value.trim())
        return condition.operator === 'Is' ? matches : !matches
      }) &&
      (control.kind !== 'other' ||
        (isVisible(control.parentId) &&
          getConditionValues(byId.get(control.parentId), raw[control.parentId]).includes(
            control.optionValue.trim(),
          )))
    inProgress.delete(id)
    decided.set(id, visible)
    return visible
  }

  return new Set(form.controls.filter((control) => isVisible(control.id)).map((c) => c.id))
}

/**
 * The values a condition compares with, trimmed: a checkbox group's chosen options (so 'Is'
 * means "is among the chosen"), 'true' or 'false' for a single checkbox, otherwise the one value.
 */
function getConditionValues(
  control: FormControl | undefined,
  value: string | readonly string[] | undefined,
): string[] {
  const values = (typeof value === 'string' ? [value] : (value ?? [])).map((v) => v.trim())
  if (control?.kind === 'checkbox') return [values.some((v) => v !== '') ? 'true' : 'false']
  if (control?.kind === 'checkbox-group') return values.filter((v) => v !== '')
  return [values[0] ?? '']
}
