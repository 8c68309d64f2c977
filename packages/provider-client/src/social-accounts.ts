import {
  SocialAccountSchema,
  SocialAccountsResponseSchema,
  type SocialAccountUserResource,
} from '@fieldhouse/contract/social-accounts'
import type { ClientContext } from './context'
import { type Loaded } from './loaded'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

// The department's and the sports' social accounts (SPEC 2.1 /social-accounts; GET
// /SocialAccounts, provider/README 3.1). Links are the provider's, outgoing, as sent.

const LABEL = 'social accounts repository'

/** One account: only platforms with a link are kept. */
export type SocialAccountLink = {
  /** The provider's key for the channel (`instagram`, `tiktok`, or one no list knows), as sent. */
  platform: string
  username: string | null
  url: string
  /** The provider's icon name (`icon-social-instagram`), as sent. */
  icon: string | null
}

export type SocialAccountOwner = { name: string; title: string | null; links: SocialAccountLink[] }

/** A group of owners ("Athletics Department", "Men's Sports"). */
export type SocialAccountGroup = { name: string; owners: SocialAccountOwner[] }

// Every key of a user but its name and title is a channel, in the order sent; a value that is
// not an account's shape is no account (skipped, the rest of the owner kept).
function toLinks(user: SocialAccountUserResource): SocialAccountLink[] {
  return Object.entries(user).flatMap(([platform, value]) => {
    if (platform === 'name' || platform === 'title') return []
    const account = SocialAccountSchema.nullish().safeParse(value)
    const url = account.success ? orNull(account.data?.link) : null
    if (!account.success || !url) return []
    return [
      { platform, url, username: orNull(account.data?.username), icon: orNull(account.data?.icon) },
    ]
  })
}

const toOwner = (user: SocialAccountUserResource): SocialAccountOwner => ({
  name: user.name,
  title: orNull(user.title),
  links: toLinks(user),
})

// Owners without a single link and groups left empty are left out: nothing to follow there.
const GroupsSchema = SocialAccountsResponseSchema.transform(({ accounts }): SocialAccountGroup[] =>
  accounts
    .map((group) => ({
      name: group.name,
      owners: group.users.map(toOwner).filter((owner) => owner.links.length > 0),
    }))
    .filter((group) => group.owners.length > 0),
)

export function socialAccountsResource({ loadItem }: ClientContext) {
  return {
    /** GET /SocialAccounts: the page's main item; 204 missing, failure unavailable. */
    async loadSocialAccounts(options: CallOptions = {}): Promise<Loaded<SocialAccountGroup[]>> {
      return loadItem({ label: LABEL, path: '/SocialAccounts', schema: GroupsSchema }, options)
    },
  }
}
