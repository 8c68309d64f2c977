import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
import { GoogleSettingsSchema, type GoogleSettingsResource } from '@fieldhouse/contract/google'
import { MobileSettingsSchema } from '@fieldhouse/contract/mobile'
import type { ClientContext } from './context'
import { quietFallback } from './quiet-fallback'
import type { CallOptions } from './transport'

// GET /Google, /Analytics/settings and /mobile/settings (SPEC 3 and 7). Each failure is logged
// and yields null with no user message (SPEC 8). /Google and /mobile/settings are read for every
// page (the shell's head, the measurement setup), so a failure of theirs is logged once per cache
// period and answered null meanwhile (quiet-fallback.ts), not once a page.

export type GoogleSettings = {
  google360PropertyId: string | null
  isPower5Client: boolean
  isAllAccessEnabled: boolean
  ticketProvider: string | null
  clientRegion: string | null
  clientMMR: string | null
  isClientFanbasePartner: boolean
  isClientSidearmExtended: boolean
  isPaciolanMarketingClient: boolean
  clientDivision: string | null
  conferenceName: string | null
  clientName: string | null
  paciolanDataAccountId: number | null
  clientId: string | null
  clientAbbreviation: string | null
  customCdnIdentifier: string | null
  isRelatedVideosComponentEnabled: boolean
}

export type AnalyticsSettings = { tagManagerCodes: string[]; analyticsMeasurementIds: string[] }

export type MobileSettings = { mobileAppleAppId: string | null }

export function toGoogleSettings(resource: GoogleSettingsResource): GoogleSettings {
  return {
    google360PropertyId: resource.google360PropertyId ?? null,
    isPower5Client: resource.isPower5Client ?? false,
    isAllAccessEnabled: resource.isAllAccessEnabled ?? false,
    ticketProvider: resource.ticketProvider ?? null,
    clientRegion: resource.clientRegion ?? null,
    clientMMR: resource.clientMMR ?? null,
    isClientFanbasePartner: resource.isClientFanbasePartner ?? false,
    isClientSidearmExtended: resource.isClientSidearmExtended ?? false,
    isPaciolanMarketingClient: resource.isPaciolanMarketingClient ?? false,
    clientDivision: resource.clientDivision ?? null,
    conferenceName: resource.conferenceName ?? null,
    clientName: resource.clientName ?? null,
    paciolanDataAccountId: resource.paciolanDataAccountId ?? null,
    clientId: resource.clientId ?? null,
    clientAbbreviation: resource.clientAbbreviation ?? null,
    customCdnIdentifier: resource.customCdnIdentifier ?? null,
    isRelatedVideosComponentEnabled: resource.isRelatedVideosComponentEnabled ?? false,
  }
}

const GoogleSchema = GoogleSettingsSchema.transform(toGoogleSettings)
const AnalyticsSchema = AnalyticsSettingsSchema.transform(
  ({ tagManagerCodes, analyticsMeasurementIds }): AnalyticsSettings => ({
    tagManagerCodes,
    analyticsMeasurementIds,
  }),
)
const MobileSchema = MobileSettingsSchema.transform(
  (resource): MobileSettings => ({ mobileAppleAppId: resource.mobileAppleAppId ?? null }),
)

export function integrationSettingsResource(context: ClientContext) {
  const { getOr } = context
  const google = quietFallback<GoogleSettings | null>(
    context,
    { label: 'google settings repository', path: '/Google', schema: GoogleSchema },
    null,
  )
  const mobile = quietFallback<MobileSettings | null>(
    context,
    { label: 'mobile settings repository', path: '/mobile/settings', schema: MobileSchema },
    null,
  )
  return {
    async getGoogleSettings(options: CallOptions = {}): Promise<GoogleSettings | null> {
      return google(options)
    },

    async getAnalyticsSettings(options: CallOptions = {}): Promise<AnalyticsSettings | null> {
      return getOr(
        {
          label: 'analytics settings repository',
          path: '/Analytics/settings',
          schema: AnalyticsSchema,
        },
        options,
        null,
      )
    },

    async getMobileSettings(options: CallOptions = {}): Promise<MobileSettings | null> {
      return mobile(options)
    },
  }
}
