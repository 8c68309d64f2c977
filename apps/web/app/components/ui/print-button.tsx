import { useEffect, useState } from 'react'

// Printing needs JavaScript; without it the button would do nothing, so it appears only once
// the page is hydrated (the browser's own Print menu works either way).
export function PrintButton() {
  const [canPrint, setCanPrint] = useState(false)
  useEffect(() => setCanPrint(true), [])
  if (!canPrint) return null
  return (
    <button type="button" className="button-primary" onClick={() => window.print()}>
      Print
    </button>
  )
}
