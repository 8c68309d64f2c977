import type { SeedClock } from '../../clock/seed-clock'
import { productSvg, type ProductKind } from '../../images/product-svg'
import type { SvgImage } from '../images'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { daysAfter, daysBefore, mediaSport, type MediaSport } from './media-kit'

// The store's featured products (own design, GET /Store/products): department-wide merchandise
// and, per sport, a jersey, a tee, a cap and its ball (a pennant without one). Prices in USD; some on sale by a percent or
// an amount, and one per list already expired (the site hides it). Sales end half a year or more
// from the clock, as the forms' windows do (seed/forms/form-kit.ts): tests seed at a fixed clock
// while the site reads the real time, so a running sale must not end within weeks of it.

export type SeedProduct = {
  id: number
  sportId: number | null
  title: string
  originalPrice: number
  finalPrice: number
  currency: string
  imagePath: string
  imageAlt: string
  link: string
  discountType: 'percent' | 'amount' | null
  amount: number | null
  expiration: string | null
  rank: number
}

type Sale = { type: 'percent' | 'amount'; amount: number; endsIn: number } | null

type ProductSpec = { kind: ProductKind; name: string; price: number; sale: Sale }

const DEPARTMENT: ProductSpec[] = [
  {
    kind: 'hoodie',
    name: 'Primary Logo Hoodie',
    price: 64.99,
    sale: { type: 'percent', amount: 25, endsIn: 200 },
  },
  { kind: 'cap', name: 'Adjustable Cap', price: 29.99, sale: null },
  {
    kind: 'pennant',
    name: 'Home Game Pennant',
    price: 18,
    sale: { type: 'amount', amount: 5, endsIn: 240 },
  },
  // Ended after homecoming: sent, but not shown.
  {
    kind: 'tee',
    name: 'Homecoming Tee',
    price: 24.99,
    sale: { type: 'percent', amount: 40, endsIn: -200 },
  },
]

const PER_SPORT: ProductSpec[] = [
  {
    kind: 'jersey',
    name: 'Replica Jersey',
    price: 89.99,
    sale: { type: 'percent', amount: 20, endsIn: 220 },
  },
  { kind: 'tee', name: 'Practice Tee', price: 27.99, sale: null },
  {
    kind: 'cap',
    name: 'Fitted Cap',
    price: 34.99,
    sale: { type: 'amount', amount: 7, endsIn: 210 },
  },
  // The season-opener sale ended: sent, but not shown.
  {
    kind: 'ball',
    name: 'Signature Ball',
    price: 39.99,
    sale: { type: 'amount', amount: 10, endsIn: -190 },
  },
]

// The ball a sport plays with; a sport without one sells a pennant instead.
const SPORT_ITEM: Partial<Record<SportKey, ProductKind>> = {
  baseball: 'stitched-ball',
  softball: 'stitched-ball',
  football: 'oval-ball',
  mbasket: 'ball',
  wbasket: 'ball',
  wvball: 'ball',
  msoc: 'ball',
  wsoc: 'ball',
}

const round = (value: number) => Math.round(value * 100) / 100

function product(
  definition: TenantDefinition,
  clock: SeedClock,
  spec: ProductSpec,
  sport: MediaSport | null,
  id: number,
  rank: number,
): { product: SeedProduct; picture: SvgImage } {
  const subject = sport ? `${definition.schoolName} ${sport.title}` : definition.schoolName
  const title = `${subject} ${spec.name}`
  const slug = `${sport?.slug ?? 'department'}-${spec.kind}-${id}`
  const { sale } = spec
  const finalPrice = !sale
    ? spec.price
    : sale.type === 'percent'
      ? round(spec.price * (1 - sale.amount / 100))
      : round(spec.price - sale.amount)
  const expiration = !sale
    ? null
    : sale.endsIn < 0
      ? daysBefore(clock.now, -sale.endsIn, '23:59:00')
      : daysAfter(clock.now, sale.endsIn, '23:59:00')
  return {
    picture: {
      path: `media/shop/${slug}.svg`,
      svg: productSvg(spec.kind, definition.monogram, definition.palette, title),
    },
    product: {
      id,
      sportId: sport?.id ?? null,
      title,
      originalPrice: spec.price,
      finalPrice,
      currency: 'USD',
      imagePath: `/images/${definition.slug}/media/shop/${slug}.svg`,
      imageAlt: `${title} in ${definition.schoolName} colors`,
      link: `https://shop.${definition.domain}/products/${slug}`,
      discountType: sale?.type ?? null,
      amount: sale?.amount ?? null,
      expiration,
      rank,
    },
  }
}

export function buildShop(
  definition: TenantDefinition,
  clock: SeedClock,
): { products: SeedProduct[]; pictures: SvgImage[] } {
  const built = [
    ...DEPARTMENT.map((spec, index) => product(definition, clock, spec, null, 1001 + index, index)),
    ...definition.sports
      .filter((key) => key !== 'general')
      .flatMap((key, sportIndex) =>
        PER_SPORT.map((spec, index) => {
          const id = 1101 + sportIndex * PER_SPORT.length + index
          const item =
            spec.kind === 'ball'
              ? SPORT_ITEM[key]
                ? { ...spec, kind: SPORT_ITEM[key] }
                : { ...spec, kind: 'pennant' as const, name: 'Team Pennant' }
              : spec
          return product(definition, clock, item, mediaSport(definition, key), id, 10 + index)
        }),
      ),
  ]
  return { products: built.map((b) => b.product), pictures: built.map((b) => b.picture) }
}
