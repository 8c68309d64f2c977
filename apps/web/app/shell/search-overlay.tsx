import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { canSubmitSearch, getSearchLabel, searchPath } from '@fieldhouse/domain/search'
import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'

import { Icon } from '~/components/ui/icon'

// SPEC.md 4 and 5 "Search overlay": Escape or a click on the backdrop closes it and clears the
// query; Enter with a non-empty query goes to the results and closes; Go stays disabled (and
// Enter does nothing) while the query is empty. It is mounted only while open (its code loads on
// the first open: site-shell.tsx), so closing clears the query.
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  const label = getSearchLabel(query)

  // A native modal dialog keeps focus inside and makes the page behind it inert; on close, focus
  // goes back to the link that opened it.
  useEffect(() => {
    const opener = document.activeElement
    const element = dialog.current
    element?.showModal()
    return () => {
      element?.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  function close() {
    onClose()
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSubmitSearch(query)) return
    const href = searchPath(query)
    close()
    void navigate(href)
  }

  return (
    <dialog
      ref={dialog}
      aria-label="Site search"
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onKeyDown={(event) => {
        // Escape in a search field first clears it natively; the overlay closes at once instead.
        if (event.key === 'Escape') {
          event.preventDefault()
          close()
        }
      }}
      onClick={(event) => {
        // A click on the ::backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) close()
      }}
      className="on-primary m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/80"
    >
      <div className="mx-auto mt-24 max-w-3xl px-4">
        <form
          role="search"
          action={SEARCH_PAGE_PATH}
          onSubmit={handleSubmit}
          className="flex gap-2"
        >
          <label htmlFor="site-search-query" className="sr-only">
            {label}
          </label>
          <input
            id="site-search-query"
            name="q"
            type="search"
            autoComplete="off"
            placeholder={label}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="min-h-14 flex-1 rounded-sm border-2 border-white bg-white px-4 text-lg text-black placeholder:text-gray-600"
          />
          <button
            type="submit"
            disabled={!canSubmitSearch(query)}
            className="min-h-14 rounded-sm bg-accent px-6 font-bold uppercase text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
          >
            Go
          </button>
        </form>
        <button
          type="button"
          onClick={close}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold uppercase text-white"
        >
          <Icon name="close" />
          Close search
        </button>
      </div>
    </dialog>
  )
}
