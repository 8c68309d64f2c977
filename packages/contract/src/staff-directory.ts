import { z } from 'zod'
import { LibraryImageSchema } from './image-parts'
import { offsetPageSchema } from './paging'
import { SocialMediaEntrySchema } from './rosters-parts'
import {
  StaffCategorySchema,
  StaffCustomFields,
  StaffEntryFields,
  StaffResourceSchema,
} from './staff'

// The staff directory (provider/README 3.4, 4.8; schemas/v2/staff): GET /Staff (each item the
// shape of /Staff/{staffId}), /Staff/filters/categories, /Staff/settings and /Staff/supportStaff.

// GET /Staff?categoryId=&searchText=&$pageIndex=&$pageSize= (staffSchema.json).
export const StaffDirectoryResponseSchema = offsetPageSchema(StaffResourceSchema)

// GET /Staff/filters/categories: the directory's groups (filterscategoriesSchema.json).
export const StaffCategoriesResponseSchema = z.array(StaffCategorySchema)

// One column of the directory table: `field` names a `displayFields` key of a staff item
// (`staff_title`, `staff_email`, `staff_phone`, ...).
export const StaffDisplayFieldSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  field: z.string(),
})

// GET /Staff/settings (settingsSchema.json). `staffInformation` is HTML shown above the
// directory; `directoryDefaultView` the view it opens in (own design values: `list`, `grid`).
export const StaffSettingsSchema = z.object({
  staffInformation: z.string().nullish(),
  directoryDefaultView: z.string().nullish(),
  displayFields: z.array(StaffDisplayFieldSchema).nullish(),
})

// The support-staff shape's image differs from the directory's `{ url, alt }`: it is a library
// image (supportStaffSchema.json).
export const SupportStaffImageSchema = LibraryImageSchema

// GET /Staff/supportStaff (supportStaffSchema.json): the sports' support staff.
export const SupportStaffResourceSchema = z.object({
  ...StaffEntryFields,
  image: SupportStaffImageSchema.nullish(),
  socialMediaR: z.array(SocialMediaEntrySchema).nullish(),
  ...StaffCustomFields,
})

export const SupportStaffResponseSchema = offsetPageSchema(SupportStaffResourceSchema)

export type StaffDirectoryResponse = z.infer<typeof StaffDirectoryResponseSchema>
export type StaffCategoriesResponse = z.infer<typeof StaffCategoriesResponseSchema>
export type StaffSettingsResource = z.infer<typeof StaffSettingsSchema>
export type SupportStaffResource = z.infer<typeof SupportStaffResourceSchema>
export type SupportStaffResponse = z.infer<typeof SupportStaffResponseSchema>
