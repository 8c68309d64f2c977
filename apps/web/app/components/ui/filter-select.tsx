// A list page's filter menu in its GET form (archives, clippings, podcasts): a label above a
// select whose first option is "all", each option a value the page's declared parameter takes.
// Without JavaScript the form submits it as it is; `resetKey` remounts it when the page's
// filters change after a client-side navigation, so it shows the filter in force.

/** The look of a filter form's fields: the menus here and a page's own inputs beside them. */
export const FILTER_FIELD =
  'mt-1 min-h-11 w-full rounded-sm border-2 border-ink-muted bg-surface px-3 font-normal text-ink'

/** An option of a filter menu: `value` as written in the address. */
export type FilterOption = { value: string; label: string }

type FilterSelectProps = {
  label: string
  name: string
  value: string | null
  /** The first option's text, for no filter: "All sports". */
  allLabel: string
  options: readonly FilterOption[]
  resetKey?: string
  className?: string
}

export function FilterSelect(props: FilterSelectProps) {
  return (
    <label className={`flex flex-col font-bold ${props.className ?? ''}`}>
      {props.label}
      <select
        key={props.resetKey}
        name={props.name}
        defaultValue={props.value ?? ''}
        className={FILTER_FIELD}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

type ListFilterProps = Pick<FilterSelectProps, 'value' | 'options' | 'resetKey' | 'className'>

/** The sport menu of a list's filter form: the site's `sport` parameter, "All sports" first. */
export function SportFilter(props: ListFilterProps) {
  return <FilterSelect label="Sport" name="sport" allLabel="All sports" {...props} />
}

/** The season menu of a list's filter form: the site's `season` parameter, "All seasons" first. */
export function SeasonFilter(props: ListFilterProps) {
  return <FilterSelect label="Season" name="season" allLabel="All seasons" {...props} />
}
