import { useEffect, useRef } from 'react'

import { SPLASH_FOCUS_DELAY_MS } from '@fieldhouse/domain/splash'
import type { Splash } from '@fieldhouse/provider-client/splash'

import { ProviderHtml } from './provider-html'
import { SmartLink } from './smart-link'
import { SPLASH_SIZES } from './ui/image-sizes'
import { Picture } from './ui/picture'

// SPEC.md 9: the splash sits above everything else on the page.
const SPLASH_Z_INDEX = 10000

export type SplashChoice = 'continue' | 'permanent'

type SplashScreenProps = {
  splash: Splash
  /** On the /splash route the title is the page's h1; over another page it is a dialog's h2. */
  isPage: boolean
  onClose: (choice: SplashChoice) => void
  /** Above the splash, inside it: the preview band of /hidden/splash/{id}. */
  banner?: React.ReactNode
}

// SPEC.md 2.4 and 4 "Splash screen": 'Continue to Home' and 'Skip Permanently', Escape closes,
// focus moves to the screen 1.5 s after it appears, optional html under the main content. Both
// buttons are links home, so they still lead somewhere without JavaScript.
export function SplashScreen({ splash, isPage, onClose, banner }: SplashScreenProps) {
  const screen = useRef<HTMLDivElement>(null)
  const Heading = isPage ? 'h1' : 'h2'

  useEffect(() => {
    const timer = setTimeout(() => screen.current?.focus(), SPLASH_FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const choose = (choice: SplashChoice) => (event: React.MouseEvent) => {
    event.preventDefault()
    onClose(choice)
  }

  const picture = (
    <Picture
      images={splash.images}
      alt={splash.images[0]?.alt || splash.title}
      width={1280}
      height={720}
      sizes={SPLASH_SIZES}
      priority
      className="h-auto w-full"
    />
  )
  return (
    <div
      ref={screen}
      role={isPage ? undefined : 'dialog'}
      aria-modal={isPage ? undefined : true}
      aria-labelledby={`splash-title-${splash.id}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose('continue')
      }}
      style={{
        backgroundColor: splash.backgroundColor,
        color: splash.foregroundColor,
        zIndex: SPLASH_Z_INDEX,
      }}
      className="fixed inset-0 overflow-y-auto"
    >
      {banner}
      <div className="mx-auto flex min-h-full max-w-5xl flex-col justify-center gap-6 px-4 py-10">
        <Heading
          id={`splash-title-${splash.id}`}
          className="font-display text-3xl font-black uppercase md:text-5xl"
        >
          {splash.title}
        </Heading>
        {splash.link ? (
          <SmartLink url={splash.link} onClick={() => reportClick(splash.id)}>
            {picture}
          </SmartLink>
        ) : (
          picture
        )}
        <div className="flex flex-wrap gap-3">
          <a
            href="/"
            onClick={choose('continue')}
            className="inline-flex min-h-11 items-center rounded-sm bg-white px-5 font-bold uppercase text-black"
          >
            Continue to Home
          </a>
          <a
            href="/"
            onClick={choose('permanent')}
            className="inline-flex min-h-11 items-center rounded-sm border-2 border-current px-5 font-bold uppercase"
          >
            Skip Permanently
          </a>
        </div>
        {splash.html ? <ProviderHtml html={splash.html} /> : null}
      </div>
    </div>
  )
}

function reportClick(splashId: number) {
  navigator.sendBeacon(`/splash/click/${splashId}`)
}
