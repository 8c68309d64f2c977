// The sizes (pixels, widths and heights alike) the image service makes. Any width or height asked
// for is snapped UP to the next step (capped at the top one) before the transform and before its
// cache key, so there are at most 17 x 17 sizes (16 steps or absent, per side) for each image, kind
// and type, however many URLs an attacker invents.
// The website's builder has the same ladder (packages/domain/src/image-url.ts, which this package
// may not import); tests/integration/image-size-ladder.test.ts keeps the two equal.
export const TRANSFORM_SIZES = [
  64, 96, 128, 160, 192, 256, 320, 384, 480, 640, 768, 960, 1280, 1600, 1920, 2560,
] as const

export type TransformSize = (typeof TRANSFORM_SIZES)[number]

const LARGEST: TransformSize = 2560

/** The smallest step at least `pixels` (a positive number); 2560 for anything larger. */
export function snapTransformSize(pixels: number): TransformSize {
  for (const step of TRANSFORM_SIZES) if (step >= pixels) return step
  return LARGEST
}
