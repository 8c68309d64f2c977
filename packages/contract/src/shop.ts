import { z } from 'zod'
import { offsetPageSchema } from './paging'
import { SlugSportSchema } from './sport-parts'

// GET /Store/products: the department store's featured products, for the store strip. Own
// design: no store endpoint is evidenced (provider/README names only `shopUrl` and a `Shop`
// social entry); the query names are SPEC 7's "Store queries" ($pageIndex, $pageSize, sportId,
// categoryId) and the fields SPEC 3's "Shop product" (title, original price, final price, image,
// link, discount type, amount, expiration). Prices are numbers in `currency` (ISO 4217);
// `discountType` "percent" (amount = percent off) or "amount" (amount = money off), null: none;
// `expiration` a local date-time without offset (README 2.4), null: never. The provider sends
// expired products too; the site leaves them out.

export const ShopProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  originalPrice: z.number().nullish(),
  finalPrice: z.number(),
  currency: z.string().nullish(),
  image: z
    .object({ url: z.string(), absoluteUrl: z.string().nullish(), altText: z.string().nullish() })
    .nullish(),
  link: z.string(),
  discountType: z.string().nullish(),
  amount: z.number().nullish(),
  expiration: z.string().nullish(),
  sport: SlugSportSchema.nullish(),
})

export const ShopProductsResponseSchema = offsetPageSchema(ShopProductSchema)

export type ShopProductResource = z.infer<typeof ShopProductSchema>
