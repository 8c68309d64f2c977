import type { SwiperOptions } from '@fieldhouse/provider-client/promotions'

import { Icon } from '~/components/ui/icon'

export type PaginationType = 'bullets' | 'fraction' | 'progressbar'

// The resolved pagination (utils/promotions.server.ts: false or `{ type }`); a caller without
// resolved options gets Swiper's default, bullets.
export function getPaginationType(
  pagination: SwiperOptions['pagination'] | undefined,
): PaginationType | null {
  if (pagination === false) return null
  const type = typeof pagination === 'object' && pagination !== null ? pagination.type : undefined
  return type === 'fraction' || type === 'progressbar' ? type : 'bullets'
}

type CarouselPaginationProps = {
  type: PaginationType
  /** The current starting slide, how many there are, and how many slides a view shows. */
  at: number
  pages: number
  shown: number
  onGo: (page: number) => void
}

// The carousel's position as Swiper's pagination type asks (docs/decisions/024): "2 of 4", or
// bullets (a button per starting slide) or a bar, with the position in words for screen readers.
export function CarouselPagination({ type, at, pages, shown, onGo }: CarouselPaginationProps) {
  return (
    <>
      {type === 'fraction' ? (
        <p className="mr-auto font-bold tabular-nums" data-rotator-position>
          {at + 1} of {pages}
        </p>
      ) : (
        <div className="mr-auto flex items-center">
          <p className="sr-only" data-rotator-position>
            {at + 1} of {pages}
          </p>
          {type === 'bullets' ? (
            Array.from({ length: pages }, (_, page) => (
              <button
                key={page}
                type="button"
                aria-current={page === at ? 'true' : undefined}
                onClick={() => onGo(page)}
                className="inline-flex size-6 items-center justify-center"
                data-rotator-bullet
              >
                <span
                  aria-hidden="true"
                  className={`size-3 rounded-full border-2 border-current ${page === at ? 'bg-current' : ''}`}
                />
                <span className="sr-only">
                  {shown > 1 ? `Slides ${page + 1} to ${page + shown}` : `Slide ${page + 1}`}
                </span>
              </button>
            ))
          ) : (
            <span aria-hidden="true" className="block h-1 w-32 bg-line" data-rotator-progress>
              <span
                className="block h-full bg-current"
                style={{ width: `${((at + 1) / pages) * 100}%` }}
              />
            </span>
          )}
        </div>
      )}
    </>
  )
}

type RotatorButtonProps = {
  label: string
  icon: 'play' | 'pause' | 'chevron'
  rotate?: string
  onClick: () => void
}

export function RotatorButton({ label, icon, rotate = '', onClick }: RotatorButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-raised"
    >
      <Icon name={icon} className={`size-5 ${rotate}`} />
      <span className="sr-only">{label}</span>
    </button>
  )
}
