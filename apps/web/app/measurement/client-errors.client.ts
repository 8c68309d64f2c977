import { recordError, type ErrorRateState } from '@fieldhouse/domain/error-rate'

// Client error reporting (SPEC.md 8 "Image load failure", "Thumbnail error rate"), started by
// measurement.client.ts, so it costs no page any JavaScript of its own (docs/performance.md
// "Client error reporting"). One capture-phase listener on the document sees every image's
// error: the event does not bubble, but capture passes the document first. Images that failed
// before this module arrived are found by their state (complete, with no picture).

/** The event emitted for an image that failed to load: detail is `{ element, itemId }`. */
export const IMAGE_ERROR_EVENT = 'fieldhouse:image-error'

export type ImageErrorDetail = { element: HTMLImageElement; itemId: string }

let counts: ErrorRateState = new Map()
/** The source each image last failed with. */
const reported = new WeakMap<HTMLImageElement, string>()

export function startClientErrors(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) reportImage(event.target)
    },
    true,
  )
  for (const image of document.images) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) reportImage(image)
  }
}

function reportImage(image: HTMLImageElement): void {
  // An image that fails, gets a new source and fails again is two errors; the early scan and the
  // listener seeing the same failure is one.
  if (reported.get(image) === image.currentSrc) return
  reported.set(image, image.currentSrc)
  // The item the picture shows, where the markup names it (SPEC.md 8: "unknown" if missing).
  const itemId = image.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? 'unknown'
  image.dispatchEvent(
    new CustomEvent<ImageErrorDetail>(IMAGE_ERROR_EVENT, {
      bubbles: true,
      detail: { element: image, itemId },
    }),
  )
  const result = recordError(counts, getErrorKey(image), Date.now())
  counts = result.state
  if (result.alert) {
    const { key, count, windowMs } = result.alert
    console.error(
      `High-error-rate alert: ${count} images of ${key} failed within ${windowMs / 60_000} minutes`,
    )
  }
}

/** Thumbnails of the provider's image service count together; any other image by its host. */
function getErrorKey(image: HTMLImageElement): string {
  const url = new URL(image.currentSrc || image.src, location.href)
  return url.origin === location.origin && url.pathname.startsWith('/images/')
    ? 'thumbnails'
    : url.origin
}
