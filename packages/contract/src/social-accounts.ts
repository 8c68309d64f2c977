import { z } from 'zod'

// GET /SocialAccounts (provider/README 3.1; schemas/v2/socialAccounts): the department's and
// each sport's accounts, grouped. Each platform is `{ icon, username, link }`, null username and
// link when the group has no account there.

export const SocialAccountSchema = z.object({
  icon: z.string().nullish(),
  username: z.string().nullish(),
  link: z.string().nullish(),
})

export const SocialAccountUserSchema = z.object({
  name: z.string(),
  title: z.string().nullish(),
  instagram: SocialAccountSchema.nullish(),
  twitter: SocialAccountSchema.nullish(),
  facebook: SocialAccountSchema.nullish(),
  youtube: SocialAccountSchema.nullish(),
})

export const SocialAccountGroupSchema = z.object({
  name: z.string(),
  users: z.array(SocialAccountUserSchema),
})

export const SocialAccountsResponseSchema = z.object({
  accounts: z.array(SocialAccountGroupSchema),
})

export type SocialAccountResource = z.infer<typeof SocialAccountSchema>
export type SocialAccountUserResource = z.infer<typeof SocialAccountUserSchema>
export type SocialAccountsResponse = z.infer<typeof SocialAccountsResponseSchema>
