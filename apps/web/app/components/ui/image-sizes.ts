// `sizes` attributes for pictures whose box follows the layout (components/ui/image.tsx): how
// wide the box is at each viewport, so a phone picks a phone-sized picture. They describe the
// page's content column, `mx-auto max-w-7xl px-4` (80rem wide at most, 1rem padding each side),
// which every screen uses; a picture placed otherwise needs its own.

/** A picture as wide as the content column. */
export const CONTENT_WIDTH_SIZES = '(min-width: 80rem) 78rem, calc(100vw - 2rem)'

/**
 * A cell of a grid across the content column with one column on a phone, two from `sm` and
 * three from `lg` (`grid sm:grid-cols-2 lg:grid-cols-3`), with gap-4 or gap-6 between cells.
 */
export const CONTENT_GRID_SIZES = { 'gap-4': gridSizes(1), 'gap-6': gridSizes(1.5) } as const

function gridSizes(gapRem: number): string {
  return [
    `(min-width: 80rem) calc((78rem - ${2 * gapRem}rem) / 3)`,
    `(min-width: 64rem) calc((100vw - ${2 + 2 * gapRem}rem) / 3)`,
    `(min-width: 40rem) calc((100vw - ${2 + gapRem}rem) / 2)`,
    'calc(100vw - 2rem)',
  ].join(', ')
}

/** The splash screen's picture: its column is `max-w-5xl px-4` (64rem at most). */
export const SPLASH_SIZES = '(min-width: 64rem) 62rem, calc(100vw - 2rem)'
