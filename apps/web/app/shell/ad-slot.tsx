// A reserved advert box, rendered only when the ads are on (FEATURE_ADS and the tenant's htlbid,
// ads/ads-config.server.ts). It keeps its minimum height from the first paint (SPEC.md 9: top ad
// 90 px from md, header ad 50 px on phones inside a wrapper of at most 132 px) and the creative's
// size is declared (data-ad-size), so a filled slot never shifts the page. The ad network puts a
// frame in it (SPEC.md 4: a slot is filled when it holds a frame); the label then hides.
const SIZES = {
  top: ['hidden md:flex min-h-[90px]', '728x90'],
  'mobile-header': ['flex min-h-[50px] max-h-[132px]', '320x50'],
  dropdown: ['flex min-h-[250px] w-[300px] shrink-0', '300x250'],
  'in-content': ['flex min-h-[250px]', '300x250'],
} as const

export function AdSlot({ name, size }: { name: string; size: keyof typeof SIZES }) {
  const [className, adSize] = SIZES[size]
  return (
    <aside
      aria-label="Advertisement"
      data-ad-slot={name}
      data-ad-size={adSize}
      className={`${className} items-center justify-center overflow-hidden bg-surface-raised text-xs uppercase tracking-widest text-ink-muted [&:has(iframe)>span]:hidden`}
    >
      <span aria-hidden="true">Advertisement</span>
    </aside>
  )
}
