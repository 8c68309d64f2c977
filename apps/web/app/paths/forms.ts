import { href } from 'react-router'

// A form's addresses (SPEC.md 2.1 "Forms"): published at /form/{id}, an unpublished one's preview
// for editors under /hidden, one behind its access code under /protected; the newsletter's at
// /subscribe. Here, not in a page: the forms' pages and the links to them share them.

export type FormLane = 'public' | 'hidden' | 'protected'

export function formPath(lane: FormLane, id: number): string {
  const params = { id: String(id) }
  switch (lane) {
    case 'hidden':
      return href('/hidden/form/:id', params)
    case 'protected':
      return href('/protected/form/:id', params)
    default:
      return href('/form/:id', params)
  }
}

/** A published form's custom CSS, served as a stylesheet (routes/forms/form-stylesheet.ts). */
export function formStylesheetPath(id: number): string {
  return href('/form/:id/styles.css', { id: String(id) })
}

/** The newsletter sign-up, and the page an unsubscribe link from its mail ends on. */
export function subscribePath(): string {
  return href('/subscribe')
}

export function unsubscribedPath(): string {
  return href('/unsubscribed')
}
