import { z } from 'zod'

// GET /SocialAccounts (provider/README 3.1; schemas/v2/socialAccounts): the department's and
// each sport's accounts, grouped. Each platform is `{ icon, username, link }`, null username and
// link when the group has no account there. The evidence shows four platforms; a department on
// more channels (TikTok, Snapchat ... SPEC.md 5's fifteen) sends them as more keys of the same
// shape, so any other key is kept as sent and read by the client (an unknown one shown plainly).

export const SocialAccountSchema = z.object({
  icon: z.string().nullish(),
  username: z.string().nullish(),
  link: z.string().nullish(),
})

export const SocialAccountUserSchema = z
  .object({
    name: z.string(),
    title: z.string().nullish(),
    instagram: SocialAccountSchema.nullish(),
    twitter: SocialAccountSchema.nullish(),
    facebook: SocialAccountSchema.nullish(),
    youtube: SocialAccountSchema.nullish(),
  })
  .catchall(z.unknown())

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
