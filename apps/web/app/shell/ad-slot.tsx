// A reserved advert box. The ad network stays off by default (FEATURE_ADS); when it is on, the
// box keeps its minimum height from the first paint (SPEC.md 9: top ad 50 px on mobile, 90 px
// from md; mobile wrapper at most 132 px) so a late ad never shifts the page.
const SIZES = {
  top: 'hidden md:flex min-h-[90px]',
  'mobile-header': 'flex md:hidden min-h-[50px] max-h-[132px]',
  dropdown: 'flex min-h-[250px] w-[300px] shrink-0',
} as const

export function AdSlot({
  name,
  size,
  id,
}: {
  name: string
  size: keyof typeof SIZES
  id?: string
}) {
  return (
    <aside
      id={id}
      aria-label="Advertisement"
      data-ad-slot={name}
      className={`${SIZES[size]} items-center justify-center bg-surface-raised text-xs uppercase tracking-widest text-ink-muted`}
    >
      <span aria-hidden="true">Advertisement</span>
    </aside>
  )
}
