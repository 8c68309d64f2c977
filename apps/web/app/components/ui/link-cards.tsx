// A titled section of links shown as cards (a bold title, a line of detail under it): a sport
// home's "More from {sport}", a bio's honors. Plain links with `data-discover`, so it reads and
// navigates the same as server markup (decision 017) and in the browser.

export type LinkCard = {
  key: string
  title: string
  detail: string | null
  path: string
  /** Read after the title by screen readers only, where the title alone says too little. */
  context?: string
}

export function LinkCardSection({
  id,
  heading,
  cards,
  gridClassName,
}: {
  /** The heading's id, which names the section. */
  id: string
  heading: string
  cards: readonly LinkCard[]
  gridClassName: string
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {heading}
      </h2>
      <ul className={`grid gap-3 ${gridClassName}`}>
        {cards.map((card) => (
          <li key={card.key}>
            <a
              href={card.path}
              data-discover="true"
              className="flex min-h-14 flex-col justify-center rounded-sm border-2 border-line px-4 py-2 hover:border-brand-strong"
            >
              <span className="font-bold">
                {card.title}
                {card.context ? <span className="sr-only">: {card.context}</span> : null}
              </span>
              {card.detail ? <span className="text-sm text-ink-muted">{card.detail}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
