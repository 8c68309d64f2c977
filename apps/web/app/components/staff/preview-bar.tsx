import { endpointHref } from '~/paths/endpoints'

type PreviewBarProps = {
  /** Who is signed in. */
  staffName: string
  /** What the editor is looking at, e.g. "Unpublished roster". */
  label: string
  /** The public page of the same content, when it has one. */
  publicPath?: string | null
}

/**
 * The band at the top of every preview page (the private screens under /hidden): it says the
 * page is a preview that visitors do not see, who is signed in, and offers sign-out, a plain
 * form post that works without JavaScript (endpoints/logout.ts).
 */
export function PreviewBar({ staffName, label, publicPath }: PreviewBarProps) {
  return (
    <aside aria-label="Preview" className="border-b-4 border-accent bg-surface-raised text-ink">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <p className="font-bold">
          <span className="mr-2 rounded-sm bg-ink px-2 py-0.5 text-sm uppercase tracking-wide text-surface">
            Preview
          </span>
          {label}: visitors do not see this page.
        </p>
        {publicPath ? (
          <a href={publicPath} className="underline underline-offset-4">
            Public page
          </a>
        ) : null}
        <form
          method="post"
          action={endpointHref('/logout')}
          className="ml-auto flex items-center gap-3"
        >
          <span className="text-sm text-ink-muted">Signed in as {staffName}</span>
          <button type="submit" className="button-secondary min-h-9 whitespace-nowrap px-3 text-sm">
            Sign out
          </button>
        </form>
      </div>
    </aside>
  )
}
