type SkipLinksProps = {
  hasRotator: boolean
  isPaused: boolean
  onToggleRotators: () => void
  hasTopAd: boolean
}

// SPEC.md 2.4 skip links: main content always; the rotator control and "skip ad" only when the
// page has something to skip.
export function SkipLinks({ hasRotator, isPaused, onToggleRotators, hasTopAd }: SkipLinksProps) {
  return (
    <div>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {hasRotator ? (
        <button type="button" className="skip-link" onClick={onToggleRotators}>
          {isPaused ? 'Play all rotators' : 'Pause all rotators'}
        </button>
      ) : null}
      {hasTopAd ? (
        <a href="#after-top-ad" className="skip-link">
          Skip ad
        </a>
      ) : null}
    </div>
  )
}
