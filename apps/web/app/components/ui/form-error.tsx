import { useEffect, useRef } from 'react'

/**
 * The form-level message of a failed post, at the top of the form. Focus moves to it after a
 * post answered without a reload, so keyboard and screen-reader users learn what happened;
 * after a full page load it is the first thing in the form.
 */
export function FormError({ message, attempt }: { message: string | null; attempt?: unknown }) {
  const ref = useRef<HTMLDivElement>(null)
  // Each failed attempt (a new result, even with the same words) moves focus here again.
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [message, attempt])
  if (!message) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-sm border-2 border-alert bg-surface px-4 py-3 font-bold text-alert"
    >
      {message}
    </div>
  )
}
