import { useEffect, useState } from 'react'
import { Form } from 'react-router'

import { canSubmitSearch } from '@fieldhouse/domain/search'

import { SmartLink } from '~/components/smart-link'
import { FILTER_FIELD } from '~/components/ui/filter-select'

// The directory's search: a GET form on the directory's own address (its declared `q`), so it
// works without JavaScript and every search is an address. SPEC 5's search control rule applies:
// once hydrated, the button (and Enter, which presses it) does nothing while the field is empty;
// without JavaScript an empty search is the whole directory. The label names what it searches.
export function StaffSearchForm({
  action,
  q,
  maxLength,
}: {
  action: string
  q: string | null
  maxLength: number
}) {
  const [value, setValue] = useState(q ?? '')
  const [isHydrated, setIsHydrated] = useState(false)
  useEffect(() => setIsHydrated(true), [])
  useEffect(() => setValue(q ?? ''), [q])
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Staff directory"
      className="flex flex-wrap items-end gap-3 rounded-sm bg-surface-raised p-4"
    >
      <label className="flex min-w-0 flex-1 basis-64 flex-col font-bold">
        Search by name or title
        <input
          key={q}
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => setValue(event.currentTarget.value)}
          className={FILTER_FIELD}
        />
      </label>
      <button
        type="submit"
        className="button-primary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={isHydrated && !canSubmitSearch(value)}
      >
        Search
      </button>
      {q ? (
        <SmartLink url={action} className="min-h-11 content-center font-bold underline">
          Clear search
        </SmartLink>
      ) : null}
    </Form>
  )
}
