import { href } from 'react-router'

import type { PressClipType } from '@fieldhouse/provider-client/press-clips'

/** /clippings (stories about the teams elsewhere) or /coverage (broadcasts). */
export function pressClipsPath(type: PressClipType): string {
  return type === 'clipping' ? href('/clippings') : href('/coverage')
}
