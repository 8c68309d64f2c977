import { Link } from 'react-router'

// Shared by the /404 page ('Page not found') and loaders that throw a 404 ('Page Not Found'),
// the two wordings SPEC.md 8 gives.
export function NotFound({ heading, path }: { heading: string; path: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>{`${heading} | 404`}</title>
      <meta name="description" content={`Nothing is published at ${path}.`} />
      <meta name="robots" content="noindex" />
      <p className="text-sm font-bold uppercase tracking-widest text-brand-strong">Error 404</p>
      <h1 className="mt-2 text-3xl font-black uppercase">{heading}</h1>
      <p className="mt-4 text-lg">
        There is no page at <code className="break-all font-mono">{path}</code>.
      </p>
      <p className="mt-2">It may have moved, or the address may be mistyped.</p>
      <p className="mt-8 flex flex-wrap gap-4">
        <Link className="button-primary" to="/">
          Home Page
        </Link>
        <Link className="button-secondary" to="/search">
          Search the site
        </Link>
      </p>
    </div>
  )
}
