import { useEffect, useState } from 'react'

import { PRINT_DELAY_MS } from '@fieldhouse/domain/loading-limits'

// Printing needs JavaScript; without it the button would do nothing, so it appears only once
// the page is hydrated (the browser's own Print menu works either way). A print page is opened
// to be printed: the dialog opens by itself 1.5 s after the page is shown (SPEC.md 9), time for
// the layout and its images to settle; leaving the page first calls it off.
export function PrintButton() {
  const [canPrint, setCanPrint] = useState(false)
  useEffect(() => {
    setCanPrint(true)
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!canPrint) return null
  return (
    <button type="button" className="button-primary" onClick={() => window.print()}>
      Print
    </button>
  )
}
