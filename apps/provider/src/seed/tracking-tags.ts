import type {
  TrackingElementResource,
  TrackingObjectResource,
} from '@fieldhouse/contract/tracking-tag'
import type { Db } from '../db/client'
import { trackingTags } from '../db/schema'
import { imagePath, type TenantDefinition } from './tenant-definition'

type Insert = typeof trackingTags.$inferInsert

// Full element shape (every key present, unused ones null) as the real schema requires.
function element(fields: Partial<TrackingElementResource>): TrackingElementResource {
  return {
    src: null,
    children: null,
    async: false,
    type: null,
    contentId: null,
    sportName: null,
    pageTemplate: null,
    attributes: {},
    ...fields,
  }
}

function inlineScript(code: string): TrackingObjectResource {
  return {
    script: [
      element({ children: code, type: 'text/javascript', attributes: { type: 'text/javascript' } }),
    ],
  }
}

// Inline code only: nothing loads from the internet. Tag 3 holds nothing but an image, which
// the website must drop (SPEC 7); tag 4 is disabled and never returned.
export function buildTrackingTags(definition: TenantDefinition): Insert[] {
  const tenantId = definition.tenantId
  const pixel = imagePath(definition, 'tracking/pixel.svg')
  const base = {
    tenantId,
    tagOpenBodyCode: null,
    tagCloseBodyCode: null,
    openBodyObject: null,
    closeBodyObject: null,
    pageTemplate: null,
    sportName: null,
    contentId: null,
  }
  return [
    {
      ...base,
      id: 1,
      criteriaId: 101,
      name: 'Site data layer',
      tagHeadCode: '<script>window.dataLayer = window.dataLayer || [];</script>',
      headObject: inlineScript('window.dataLayer = window.dataLayer || [];'),
      tagOpenBodyCode: `<noscript><img src="${pixel}" alt="" width="1" height="1"></noscript>`,
      openBodyObject: {
        noscript: [element({ children: `<img src="${pixel}" alt="" width="1" height="1">` })],
      },
    },
    {
      ...base,
      id: 2,
      criteriaId: 102,
      name: 'Featured sport marker',
      sportName: definition.featuredSport,
      tagHeadCode: `<script>window.${definition.slug}Sport = true;</script>`,
      headObject: inlineScript(`window.${definition.slug}Sport = true;`),
    },
    {
      ...base,
      id: 3,
      criteriaId: 103,
      name: 'Image-only pixel',
      headObject: { image: [element({ src: pixel, attributes: { width: '1', height: '1' } })] },
    },
    {
      ...base,
      id: 4,
      criteriaId: 104,
      name: 'Retired vendor tag',
      isDisabled: true,
      headObject: inlineScript('window.retiredVendor = true;'),
    },
    {
      ...base,
      id: 5,
      criteriaId: 105,
      name: 'Home page marker',
      pageTemplate: 'homepage',
      tagHeadCode: '<script>window.homeMarker = true;</script>',
      headObject: inlineScript('window.homeMarker = true;'),
    },
  ]
}

export function seedTrackingTags(db: Db, definition: TenantDefinition): void {
  db.insert(trackingTags).values(buildTrackingTags(definition)).run()
}
