import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { ShopProduct } from '@fieldhouse/provider-client/shop'
import { discountText, formatPrice, visibleProducts } from '@fieldhouse/domain/shop-products'

import { CardPicture } from '~/components/ui/card-picture'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// The store strip (SPEC 3 "Shop product"; issue 33 §2.8, decision 035): a row of the store's
// featured products, each linking its page in the store, on the home page (the department's)
// and a sport home (the sport's). Static server markup: it costs no page any JavaScript, the
// home page's budget above all. Products whose offer has ended are left out; none left (or
// none readable, or the store failing) leaves the whole section out (SPEC.md 8).

type StripSport = { id: number; title: string }

// Shown at most; more are asked for, since some may have expired.
const SHOWN = 4
const ASKED = 12

/** The strip for `sport` (null: the department's), or null when there is nothing to show. */
export async function getStoreStrip(
  sport: StripSport | null,
  signal: AbortSignal,
  // `className`: the section's spacing where it shares one markup with the next section.
  { className, now = new Date() }: { className?: string; now?: Date } = {},
): Promise<StaticMarkup | null> {
  const [products, settings] = await Promise.all([
    provider.getShopProducts({ sportId: sport?.id, pageSize: ASKED }, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  const zone = settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE
  const shown = visibleProducts(products, now).slice(0, SHOWN)
  if (shown.length === 0) return null
  // Made once per answer and per set still on offer: an ending sale makes it again.
  const key = `${sport?.id ?? 0}|${zone}|${className ?? ''}|${shown.map((product) => product.id).join(',')}`
  const made = stripsOf(products)
  let html = made.get(key)
  if (html === undefined) {
    html = toStaticMarkup(
      <StoreStrip sport={sport} products={shown} zone={zone} className={className} />,
    )
    made.set(key, html)
  }
  return html
}

const stripsOf = perAnswer((_products: ShopProduct[]) => new Map<string, StaticMarkup>())

/** The products' store, when they all link one: the strip's "Shop all" goes to its front page. */
function storeFront(products: readonly ShopProduct[]): string | null {
  const origins = new Set(
    products.map((product) => {
      try {
        return new URL(product.link).origin
      } catch {
        return null
      }
    }),
  )
  const [origin] = origins
  return origins.size === 1 && origin ? `${origin}/` : null
}

function StoreStrip(props: {
  sport: StripSport | null
  products: ShopProduct[]
  zone: string
  className?: string
}) {
  const { sport, products, zone, className } = props
  const headingId = sport ? 'sport-store-heading' : 'store-heading'
  const front = storeFront(products)
  const ends = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: zone })
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-black uppercase">
          {sport ? `Shop ${sport.title}` : 'Shop the store'}
        </h2>
        {front ? (
          <a href={front} className="font-bold underline underline-offset-4">
            Shop all <span className="sr-only">{sport ? `${sport.title} ` : ''}gear</span>
          </a>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {products.map((product) => {
          const off = discountText(product)
          return (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-sm border-2 border-line bg-surface-raised"
            >
              <CardPicture
                src={product.image?.url ?? null}
                width={400}
                height={400}
                box="aspect-square"
              >
                {off ? (
                  <span className="absolute left-2 top-2 rounded-sm bg-accent px-2 py-1 text-sm font-black uppercase text-on-accent">
                    {off}
                  </span>
                ) : null}
              </CardPicture>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="font-bold leading-tight">
                  <a href={product.link} className="hover:underline">
                    {product.title}
                  </a>
                </h3>
                <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
                  <span className="text-lg font-black">
                    {off ? <span className="sr-only">Sale price </span> : null}
                    {formatPrice(product.finalPrice, product.currency)}
                  </span>
                  {off && product.originalPrice !== null ? (
                    <del className="text-ink-muted">
                      <span className="sr-only">Regular price </span>
                      {formatPrice(product.originalPrice, product.currency)}
                    </del>
                  ) : null}
                </p>
                {product.expiresAt ? (
                  <p className="text-sm text-ink-muted">
                    {off ? 'Sale ends' : 'Ends'}{' '}
                    <time dateTime={product.expiresAt.toISOString()}>
                      {ends.format(product.expiresAt)}
                    </time>
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
