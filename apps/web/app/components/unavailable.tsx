// The 503 page (docs/decisions/007): the provider could not be reached and no earlier copy of
// this page's content was left. It says the content is temporarily unavailable, not gone, and
// offers the same address again. A plain link, so it works without JavaScript.
export function Unavailable({ path }: { path: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>Temporarily unavailable</title>
      <meta
        name="description"
        content="This page could not be loaded just now. Please try again in a moment."
      />
      <meta name="robots" content="noindex" />
      <p className="text-sm font-bold uppercase tracking-widest text-brand-strong">Error 503</p>
      <h1 className="mt-2 text-3xl font-black uppercase">Temporarily unavailable</h1>
      <p className="mt-4 text-lg">
        We could not load this page just now. Nothing has moved: please try again in a moment.
      </p>
      <p className="mt-8 flex flex-wrap gap-4">
        <a className="button-primary" href={path}>
          Try again
        </a>
        <a className="button-secondary" href="/">
          Home Page
        </a>
      </p>
    </div>
  )
}
