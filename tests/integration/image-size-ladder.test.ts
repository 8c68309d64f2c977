import { expect, test } from 'vitest'

import { IMAGE_SIZE_LADDER, snapImageSize } from '@fieldhouse/domain/image-url'

import { snapTransformSize, TRANSFORM_SIZES } from '../../apps/provider/src/images/transform-sizes'

// The website builds image URLs from the domain's ladder and the reference provider snaps to its
// own copy; neither package may import the other (DESIGN.md), so this repo-level test keeps them
// in step. Were they to differ, every page image would be a size the provider re-snaps.
test('the website and the provider use one ladder of image sizes', () => {
  expect([...TRANSFORM_SIZES]).toEqual([...IMAGE_SIZE_LADDER])
})

test('the website and the provider snap every size from 1 to 10000 to the same step', () => {
  for (let pixels = 1; pixels <= 10_000; pixels += 1) {
    expect(snapTransformSize(pixels)).toBe(snapImageSize(pixels))
  }
})
