import { StaffResourceSchema } from '@fieldhouse/contract/staff'
import {
  StaffCategoriesResponseSchema,
  StaffSettingsSchema,
  SupportStaffResourceSchema,
  type SupportStaffResource,
} from '@fieldhouse/contract/staff-directory'
import type { ClientContext } from './context'
import { valueOr, type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull, toSocialLinks, type PersonImage, type SocialLink } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import { toStaffMember, type StaffMember } from './staff'
import type { CallOptions } from './transport'

// The staff directory (SPEC 2.1 /staff-directory; provider/README 3.4, 4.8): everyone listed,
// by department. A directory entry is the `StaffMember` of a bio page; its `category` is the
// department (a sport's staff is the department with the sport's id and title).

const LABEL = 'staff directory repository'

/** A directory group (the wire's category). */
export type StaffDepartment = { id: number; title: string }

export type StaffDirectoryQuery = PageQuery & {
  /** A department's id (`StaffDepartment.id`). */
  departmentId?: number
  /** Matches the title and the names, case-insensitively (at most `STAFF_SEARCH_MAX_LENGTH`). */
  search?: string
}

/** The reference provider refuses a longer search with a 400 (`unavailable`): check first. */
export const STAFF_SEARCH_MAX_LENGTH = 100

/** The directory's settings: intro HTML, the default view, the table's columns. */
export type StaffDirectorySettings = {
  information: SafeHtml | null
  defaultView: string | null
  /** `field` is `staff_title`, `staff_email` or `staff_phone` (a member's `title`, `email`, `phone`). */
  columns: { id: number; title: string; field: string }[]
}

/** A sport's support staff member (GET /Staff/supportStaff); `staffId` opens the bio. */
export type SupportStaffMember = {
  id: number
  staffId: number
  firstName: string
  lastName: string
  title: string | null
  email: string | null
  phone: string | null
  image: PersonImage | null
  socialMedia: SocialLink[]
}

function toSupportStaffMember(resource: SupportStaffResource): SupportStaffMember {
  const name = `${resource.firstName} ${resource.lastName}`
  return {
    id: resource.id,
    staffId: resource.staffId,
    firstName: resource.firstName,
    lastName: resource.lastName,
    title: orNull(resource.title),
    email: orNull(resource.email),
    phone: orNull(resource.phone),
    image: resource.image?.url
      ? { url: resource.image.url, alt: resource.image.altText || name }
      : null,
    socialMedia: toSocialLinks(resource.socialMediaR),
  }
}

const SettingsSchema = StaffSettingsSchema.transform(
  (settings): StaffDirectorySettings => ({
    information: toSafeHtml(settings.staffInformation),
    defaultView: orNull(settings.directoryDefaultView),
    columns: settings.displayFields ?? [],
  }),
)

// The whole directory is read at most this many pages of 100 (a department's site lists a few
// hundred people); a longer one is cut with a warning.
const MAX_DIRECTORY_PAGES = 10

export function staffDirectoryResource({ transport, logger, load }: ClientContext) {
  const memberPage = offsetPageOf(StaffResourceSchema.transform(toStaffMember), logger, LABEL)
  const supportPage = offsetPageOf(
    SupportStaffResourceSchema.transform(toSupportStaffMember),
    logger,
    LABEL,
  )
  const readPage = (query: StaffDirectoryQuery, options: CallOptions) =>
    load(
      {
        label: LABEL,
        path: '/Staff',
        query: {
          ...toPagingQuery(query),
          ...(query.departmentId === undefined ? {} : { categoryId: query.departmentId }),
          ...(query.search ? { searchText: query.search } : {}),
        },
        schema: memberPage,
      },
      options,
    )

  return {
    /** GET /Staff: one page of the directory in directory order (department, then rank). */
    async loadStaffDirectory(
      query: StaffDirectoryQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<StaffMember>>> {
      return readPage(query, options)
    },

    /**
     * The whole directory (or one department's, or a search's) in directory order, read 100 a
     * page; any failing page fails the read (half a directory must not pass for it).
     */
    async loadWholeStaffDirectory(
      query: Omit<StaffDirectoryQuery, 'pageIndex' | 'pageSize'> = {},
      options: CallOptions = {},
    ): Promise<Loaded<StaffMember[]>> {
      const members: StaffMember[] = []
      for (let pageIndex = 0; pageIndex < MAX_DIRECTORY_PAGES; pageIndex += 1) {
        const loaded = await readPage({ ...query, pageIndex, pageSize: 100 }, options)
        if (loaded.status !== 'ok') return loaded
        members.push(...loaded.value.items)
        if (pageIndex + 1 >= loaded.value.pages) return { status: 'ok', value: members }
      }
      logger.warn(
        { label: LABEL },
        `${LABEL}: directory longer than ${MAX_DIRECTORY_PAGES} pages, cut`,
      )
      return { status: 'ok', value: members }
    },

    /** GET /Staff/filters/categories: the departments in directory order (the department page's main item). */
    async loadStaffDepartments(options: CallOptions = {}): Promise<Loaded<StaffDepartment[]>> {
      return load(
        { label: LABEL, path: '/Staff/filters/categories', schema: StaffCategoriesResponseSchema },
        options,
      )
    },

    /** GET /Staff/settings; secondary: null when absent or failing. */
    async getStaffDirectorySettings(
      options: CallOptions = {},
    ): Promise<StaffDirectorySettings | null> {
      return valueOr(
        await transport.get({
          label: LABEL,
          path: '/Staff/settings',
          schema: SettingsSchema,
          signal: options.signal,
          allowNotFound: true,
        }),
        null,
      )
    },

    /** GET /Staff/supportStaff: the sports' support staff, one page. */
    async loadSupportStaff(
      query: PageQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<SupportStaffMember>>> {
      return load(
        {
          label: LABEL,
          path: '/Staff/supportStaff',
          query: toPagingQuery(query),
          schema: supportPage,
        },
        options,
      )
    },
  }
}
