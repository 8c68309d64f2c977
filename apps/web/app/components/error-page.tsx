// The frame of the 404 and 503 pages: a title and description of their own (they replace the
// route's meta), kept out of search results, the status as an eyebrow, one h1, the explanation,
// then the way on.
export function ErrorPage({
  status,
  heading,
  description,
  children,
  actions,
}: {
  status: number
  heading: string
  description: string
  children: React.ReactNode
  actions: React.ReactNode
}) {
  return (
    // The status is marked for the ad runtime's targeting (shell/ads/ad-runtime.client.ts).
    <div className="mx-auto max-w-2xl px-4 py-16" data-error-status={status}>
      <title>{`${heading} | ${status}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
      <p className="text-sm font-bold uppercase tracking-widest text-brand-strong">
        Error {status}
      </p>
      <h1 className="mt-2 text-3xl font-black uppercase">{heading}</h1>
      {children}
      <p className="mt-8 flex flex-wrap gap-4">{actions}</p>
    </div>
  )
}
